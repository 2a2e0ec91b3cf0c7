/// One whole unit of terminal input, as ``InputSequenceFramer`` cuts it.
enum InputToken: Equatable {
    /// A character: ASCII, a control byte, or a whole UTF-8 character's scalar value.
    case character(UInt32)
    /// An Esc that starts no sequence: the Esc key, or the prefix of an Alt chord.
    case escape
    /// A key's escape sequence, as the terminal's description defines it.
    case key([UInt8])
    /// The bytes a bracketed paste carried between `ESC [ 200 ~` and `ESC [ 201 ~`, as they
    /// came: one token however long, so a newline in it is not Enter and typing it costs one edit.
    case paste([UInt8])
    /// A whole, well-formed mouse report (SGR `ESC [ < … M|m`, or X10 `ESC [ M` and three bytes).
    case mouse([UInt8])
    /// The terminal's answer to a mode's question (see ``TerminalMode``), the whole sequence.
    /// Not a key.
    case answer([UInt8])
}
