import TermCells

/// A screen given as two functions, for a type of yours that draws and handles input but does
/// not conform to ``ScreenDrivable`` (conforming a type from your app module in its test
/// module would be a retroactive conformance).
@MainActor
public final class ScreenClosures: ScreenDrivable {
    private let drawing: (any Canvas) -> Void
    private let handling: (InputEvent) -> Bool

    /// A screen drawn by `draw` and answering input through `handle`.
    public init(draw: @escaping (any Canvas) -> Void, handle: @escaping (InputEvent) -> Bool) {
        drawing = draw
        handling = handle
    }

    public func draw(in canvas: any Canvas) { drawing(canvas) }

    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { handling(event) }
}

extension ScreenDriver where Content == ScreenClosures {
    /// Drives a screen given as its draw and input functions:
    /// `ScreenDriver(width: 60, height: 12, draw: screen.draw(in:), handle: screen.handle)`.
    public convenience init(
        width: Int, height: Int,
        draw: @escaping (any Canvas) -> Void,
        handle: @escaping (InputEvent) -> Bool
    ) {
        self.init(ScreenClosures(draw: draw, handle: handle), width: width, height: height)
    }
}
