/// Where a host's focus is, for the terminal's cursor to follow (screen readers and braille
/// displays read from it).
extension LayoutHost {
    /// The cursor item's rectangle as last drawn, in the host's coordinates, cut to the
    /// viewport; `nil` without a cursor or when its item is out of view.
    var cursorRectInViewport: Rect? {
        guard let cursorItem, let view = visibleViews[.item(cursorItem)] else { return nil }
        let rect = view.frame.intersection(Rect(origin: .zero, size: viewportSize))
        return rect.isEmpty ? nil : rect
    }

    /// Reports a focused host's focus to `canvas` after a frame: the first cell of the
    /// cursor's item (the start of its row in a list, its cell in a grid), or the host's
    /// top-left cell when the cursor is out of view or there is nothing to show.
    func reportFocus(in canvas: any Canvas) {
        guard isFocused else { return }
        canvas.reportFocus(at: cursorRectInViewport?.origin ?? .zero)
    }
}

extension CollectionHost {
    /// The rectangle of the item under the cursor as it was last drawn, in the host's
    /// coordinates and cut to its viewport; `nil` without a cursor or when that item is out
    /// of view.
    ///
    /// A focused host reports its focus to the canvas it draws on (see
    /// ``Canvas/reportFocus(at:)``); a program that places the terminal's cursor itself (an
    /// ncurses program with its own loop) reads it here.
    public var focusRect: Rect? { (self as? any HostCore)?.cursorRectInViewport }
}
