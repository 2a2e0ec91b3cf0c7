import CNcursesw

/// Decodes what an ncurses program's own input loop reads, for a program that owns the
/// screen and feeds a TermCells host its keys.
public enum CursesInput {
    /// The event one `wget_wch` call read, or `nil` when it read nothing TermCells knows.
    ///
    /// ```swift
    /// var character: wint_t = 0
    /// let result = wget_wch(window, &character)
    /// if let event = CursesInput.event(result: result, character: character) {
    ///     host.handle(event)
    /// }
    /// ```
    ///
    /// `KEY_MOUSE` is answered by reading the pending report with `getmouse` (turn reports on
    /// with `mousemask` first); `KEY_RESIZE` becomes a `.resize` with the screen's new size.
    /// Keys come as ncurses decoded them in keypad mode (call `keypad(window, true)`); an
    /// Esc is reported on its own, since folding Esc-prefixed Alt chords needs the next read.
    ///
    /// - Parameters:
    ///   - result: what `wget_wch` returned: `OK`, `KEY_CODE_YES` or `ERR`.
    ///   - character: the character or key code `wget_wch` stored.
    /// - Returns: the event, or nil for nothing (`ERR`) or a key TermCells does not name.
    public static func event(result: Int32, character: wint_t) -> InputEvent? {
        switch result {
        case OK:
            return CursesInputDecoder.decodeCharacter(UInt32(character)).map(InputEvent.key)
        case tc_key_code_yes():
            let code = Int32(character)
            if code == KEY_MOUSE { return CursesInputDecoder.readMouse().map(InputEvent.mouse) }
            if code == KEY_RESIZE { return .resize(Size(width: Int(tc_cols()), height: Int(tc_lines()))) }
            return CursesInputDecoder.decodeKeyCode(code).map(InputEvent.key)
        default:
            return nil
        }
    }
}
