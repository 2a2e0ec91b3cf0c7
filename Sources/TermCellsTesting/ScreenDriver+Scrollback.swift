import TermCells
@_spi(Testing) import TermCellsCurses

extension ScreenDriver {
    /// The lines the inline application printed into the terminal's scrollback, oldest first,
    /// as text with trailing spaces removed (their styles: ``OffscreenApplication/scrollback``).
    public func scrollbackLines<Program>() -> [String] where Content == OffscreenApplication<Program> {
        content.scrollback.map { ScreenText.trimmingTrailingSpaces($0.text) }
    }

    /// The scrollback as one string, its lines joined by newlines, with the runs of text
    /// `marking` picks wrapped in `«` and `»` as ``text(marking:)-(ScreenMarking)`` wraps the
    /// screen's: `.role(\.messages[.assistant].roleLine)` shows which lines kept a role's colour
    /// (a theme's roles are the application's ``Application/theme``'s). `.cursor` marks
    /// nothing there.
    public func scrollbackText<Program>(marking: ScreenMarking? = nil) -> String
    where Content == OffscreenApplication<Program> {
        ScrollbackText.text(of: content.scrollback, theme: content.application.theme, marking: marking)
    }

    /// Waits until `text` shows in the scrollback (anywhere in ``scrollbackText(marking:)``,
    /// so it may span lines), drawing frames as ``waitUntil(timeout:_:)`` does, or throws when
    /// `timeout` passes first.
    ///
    /// - Throws: ``ScreenWaitTimeout`` naming `text`, with the block's text and the
    ///   scrollback's at the deadline, or `CancellationError` when the test's task is
    ///   cancelled.
    public func waitForScrollback<Program>(_ text: String, timeout: Duration = .seconds(60)) async throws
    where Content == OffscreenApplication<Program> {
        do {
            try await waitUntil(timeout: timeout) { screen in screen.scrollbackText().contains(text) }
        } catch let timedOut as ScreenWaitTimeout {
            throw ScreenWaitTimeout(
                timeout: timedOut.timeout, awaited: "the text \"\(text)\" in the scrollback", screen: self.text,
                scrollback: scrollbackText())
        }
    }
}
