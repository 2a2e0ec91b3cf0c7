/// Bracketed paste (DEC private mode 2004): a paste arrives between `ESC [ 200 ~` and
/// `ESC [ 201 ~`, as one ``InputEvent/paste(_:)`` (see ``InputSequenceFramer``), rather than as
/// typed keys. Set at start by ``TerminalOptions/bracketedPaste`` on the full screen; inline
/// mode takes pastes as keys.
final class BracketedPaste: TerminalMode {
    nonisolated static let setBytes: [UInt8] = Array("\u{1B}[?2004h".utf8)
    nonisolated static let resetBytes: [UInt8] = Array("\u{1B}[?2004l".utf8)

    var isGranted: Bool { true }

    init?(_ setting: TerminalModeSetting) {
        guard setting.options.bracketedPaste, !setting.isInline else { return nil }
    }

    var setBytes: [UInt8] { Self.setBytes }
    var resetBytes: [UInt8] { Self.resetBytes }
}
