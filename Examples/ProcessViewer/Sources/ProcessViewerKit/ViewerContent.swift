import TermCellsCurses

/// The screen as the program runs it under `Application`: the application draws it and hands
/// it input; Esc quits with status 130, Enter chooses a process and quits with 0. Tests drive
/// it offscreen with `ScreenDriver(application:width:height:)`.
@MainActor
public final class ViewerContent: ApplicationContent {
    public let screen = ProcessScreen()
    /// The process chosen with Enter, if any.
    public private(set) var chosen: ProcessEntry?

    public init() {}

    public func draw(on canvas: CursesCanvas, application: Application) {
        screen.draw(in: canvas)
    }

    public func handle(_ event: InputEvent, application: Application) {
        if case .key(let key) = event, key.key == .escape {
            application.quit(status: 130)
            return
        }
        screen.onChoose = { [weak self] process in
            self?.chosen = process
            application.quit(status: 0)
        }
        screen.handle(event)
    }
}
