/// The terminal's auto-wrap turned off and on again (`rmam`, `smam`), when its entry declares
/// both.
///
/// An inline frame is sent with auto-wrap off. A frame already on its way when the terminal
/// narrows is read at the new width: with auto-wrap on, its rows wider than that would wrap,
/// and a wrap on the screen's bottom row scrolls the block's top row up out of the block,
/// where the next lines printed above push it into the scrollback. With auto-wrap off the
/// extra cells land on the last column, inside the block, which the resize then redraws.
/// Lines printed above the block keep auto-wrap on: the terminal wraps them, so its scrollback
/// holds them whole.
struct AutoWrapSequences: Equatable, Sendable {
    let off: [UInt8]
    let on: [UInt8]

    /// The pair of the entry whose string capabilities `string` answers, or nil when it lacks
    /// either (screen's and tmux's entries, which then keep auto-wrap on through frames).
    init?(string: (String) -> [UInt8]?) {
        guard let off = string("rmam"), let on = string("smam") else { return nil }
        self.off = off
        self.on = on
    }
}
