/// What ``CursesTerminal/receiveInput(polled:)`` reads the terminal's bytes into and cuts them
/// with.
struct InputReading {
    var framer: InputSequenceFramer
    /// The bytes typed while the terminal's answers were awaited at start-up, until the first
    /// read (or ``CursesTerminal/receiveTypedAhead()``) takes them.
    var typedAhead: [UInt8]
    /// Where each read goes, kept so a key press allocates no buffer.
    var buffer = [UInt8](repeating: 0, count: 4_096)
}
