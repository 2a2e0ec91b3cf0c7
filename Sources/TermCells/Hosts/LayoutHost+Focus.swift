/// Where a host's focus is, for the terminal's cursor to follow (screen readers and braille
/// displays read from it).
extension LayoutHost {
    public var focusRect: Rect? {
        guard let cursorItem, let view = visibleView(forItemAt: cursorItem) else { return nil }
        let rect = view.frame.intersection(Rect(origin: .zero, size: viewportSize))
        return rect.isEmpty ? nil : rect
    }

    /// Reports a focused host's focus to `canvas` after a frame: the first cell of the
    /// cursor's item (the start of its row in a list, its cell in a grid), or the host's
    /// top-left cell when the cursor is out of view or there is nothing to show.
    func reportFocus(in canvas: any Canvas) {
        guard isFocused else { return }
        canvas.reportFocus(at: focusRect?.origin ?? .zero)
    }
}
