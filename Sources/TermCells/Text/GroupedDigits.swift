extension Int {
    /// The number in decimal with a comma between groups of three digits: `1000000` gives
    /// `"1,000,000"`, `-1234` gives `"-1,234"`.
    ///
    /// The same in every locale, as counts in a status line should be (`"Showing 1,000,000"`);
    /// written digit by digit from the end into a small buffer, so a status line can ask for it
    /// on every key.
    public var groupedDigits: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 28) { buffer in
            var value = magnitude
            var index = buffer.count
            var digits = 0
            repeat {
                if digits > 0 && digits % 3 == 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ",")
                }
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                digits += 1
            } while value > 0
            if self < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
        }
    }
}
