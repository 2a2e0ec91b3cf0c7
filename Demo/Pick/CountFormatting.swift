extension Int {
    /// The number with a comma between groups of three digits: 1,000,000.
    var grouped: String {
        // Written from the last digit back into a buffer: asked on every key (a status line's
        // row number), where building it a character at a time cost microseconds.
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
