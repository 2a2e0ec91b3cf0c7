/// What an ``Application`` shows and how it answers input.
///
/// The application calls `draw(on:)` whenever something asked for a new frame (an input
/// event, a resize, ``Application/setNeedsDisplay()``), at most once per batch of input.
/// Draw every cell you own: the backend sends the terminal only what changed, so
/// redrawing unchanged cells costs nothing on the wire.
@MainActor
public protocol ApplicationContent: AnyObject {
    /// Draws one frame. `canvas` covers the whole terminal.
    func draw(on canvas: CursesCanvas, application: Application)

    /// Answers one input event. A `.resize` arrives before the frame drawn at the new size.
    func handle(_ event: InputEvent, application: Application)
}
