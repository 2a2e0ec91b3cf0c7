/// Coming back to the tail from code, for a program whose keys do not reach the host.
extension LayoutHost {
    /// Goes to the tail as End does: the cursor on the last item and the viewport at the
    /// content's end, so a host that ``followsTail`` follows it again and its `↓ N new`
    /// count starts again from 0. For a program that routes End elsewhere — a prompt below a
    /// transcript takes End for its own text — and gives the reader another way back (a key
    /// of its own, or sending a message):
    ///
    /// ```swift
    /// prompt.onSubmit = { text in
    ///     transcript.append(role: .user, text: text)
    ///     host.followTail()
    /// }
    /// ```
    ///
    /// The running application draws the next frame without being asked.
    public func followTail() {
        preferredColumn = nil
        moveCursor(to: layout.lastItem)
        scrollToEnd()
        FrameRequests.request()
    }
}
