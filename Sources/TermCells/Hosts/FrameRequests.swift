/// Frames the core asks for, heard by the program's run loop: a host that applies a storage
/// update or a reload, and a view or host told to draw again (`setNeedsDisplay()`), ask for
/// the frame that shows it, whoever changed the storage (a key, a task that hopped to the
/// main actor, an outline's loader). The curses backend's `Application` installs
/// ``onRequest`` while it runs; the core knows no run loop.
///
/// Cost: a request is one flag test; only the first after a frame calls ``onRequest``, so a
/// batch of updates asks once.
@MainActor
package enum FrameRequests {
    /// Called at the first request after a frame; the running application asks itself for
    /// one there. Nil when no application runs.
    package static var onRequest: (@MainActor () -> Void)?
    /// Whether a frame was asked for that has not been drawn yet. The application sets it
    /// while it draws (a request made meanwhile, by a feed drained in `draw`, is that frame's)
    /// and clears it afterwards.
    package static var isPending = false

    /// Asks for a frame; coalesced with the requests made before it is drawn.
    package static func request() {
        guard !isPending else { return }
        isPending = true
        onRequest?()
    }
}
