import CNcursesw

extension CursesCanvas {
    /// A canvas over `bounds` of `window`, for a program that owns the screen itself.
    ///
    /// An ncurses program that called `initscr` (or `newterm`) hands a host a window, or any
    /// rectangle of one, with this canvas; the host draws inside `bounds` and nowhere else.
    /// `bounds` is in the window's coordinates and is cut to the window. Drawing changes only
    /// ncurses' copy of the window: refresh it (`wrefresh`, or `wnoutrefresh` and `doupdate`)
    /// as you do for your own drawing.
    ///
    /// - Parameters:
    ///   - window: the window to draw into, such as `stdscr` or one made with `newwin`.
    ///   - bounds: the rectangle of `window` the canvas covers; its `(0, 0)` is the canvas's.
    ///   - colors: the colour pairs to draw styles with; keep one for the life of the screen.
    public init(window: UnsafeMutablePointer<WINDOW>, bounds: Rect, colors: ColorPairs) {
        self.init(window: window, colorPairs: colors, bounds: bounds)
    }
}
