/// Appends text to an uninitialised buffer with room for everything appended: how the live
/// log's lines and its status are written straight into a new string's storage
/// (`String(unsafeUninitializedCapacity:initializingUTF8With:)`), byte by byte, rather than
/// joined from temporary strings, every line and every frame.
struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { append(byte) }
        }
    }

    mutating func append(contentsOf text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// Appends `value` in decimal.
    mutating func append(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = count
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        buffer[start..<count].reverse()
    }
}
