/// Where a host's focus is, for the terminal's cursor to follow (screen readers and braille
/// displays read from it).
extension LayoutHost {
    public var focusRect: Rect? {
        guard let cursorItem, let view = visibleView(forItemAt: cursorItem) else { return nil }
        let rect = view.frame.intersection(Rect(origin: .zero, size: viewportSize))
        return rect.isEmpty ? nil : rect
    }

    /// Reports a focused host's focus to `canvas` after a frame: the cursor's item (its row
    /// in a list, its cell in a grid), or, when the cursor is out of view or there is nothing
    /// to show, the host's top-left cell, covering nothing.
    func reportFocus(in canvas: any Canvas) {
        guard isFocused else { return }
        canvas.reportFocus(covering: focusRect ?? .zero)
    }
}
