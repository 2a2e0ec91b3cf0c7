import CNcursesw

/// Mouse reporting: clicks, the right button and the wheel, on the full screen when
/// ``TerminalOptions/mouse`` asks for it. ncurses sets the terminal's mode (`mousemask`, with
/// the reports its entry's `kmous` announces) and resets it when it leaves the screen; a
/// signal's restore, which cannot go through ncurses, turns off every form it may have set.
final class MouseReporting: TerminalMode {
    /// What a signal's restore sends: SGR reports, button-event tracking, normal tracking off.
    nonisolated static let offBytes: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)

    var isGranted: Bool { true }
    /// Whether the entry announces mouse reports: only then does ncurses set a mode to reset.
    private let entryReportsMouse: Bool

    init?(_ setting: TerminalModeSetting) {
        guard setting.options.mouse, !setting.isInline else { return nil }
        entryReportsMouse = setting.capability("kmous") != nil
    }

    /// ncurses sends the mode's bytes itself, with the frame, and turns it off at `endwin`.
    var restoreBytes: [UInt8] { entryReportsMouse ? Self.offBytes : [] }

    func prepare() {
        mousemask(
            tc_button1_pressed() | tc_button1_released() | tc_button3_pressed() | tc_button4_pressed()
                | tc_button5_pressed(), nil)
        mouseinterval(0)
    }
}
