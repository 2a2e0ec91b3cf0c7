import TermCells

/// A screen given as its two functions, draw and handle, for a type of yours that draws and
/// handles input but does not conform to ``ScreenDrivable`` (conforming a type from your app
/// module in its test module would be a retroactive conformance). It is what a
/// `ScreenDriver(width:height:draw:handle:)` drives, so a test that keeps one spells it
/// `ScreenDriver<DrawAndHandle>`.
@MainActor
public final class DrawAndHandle: ScreenDrivable {
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

extension ScreenDriver where Content == DrawAndHandle {
    /// Drives a screen given as its draw and input functions:
    /// `ScreenDriver(width: 60, height: 12, draw: screen.draw(in:), handle: screen.handle)`.
    public convenience init(
        width: Int, height: Int,
        draw: @escaping (any Canvas) -> Void,
        handle: @escaping (InputEvent) -> Bool
    ) {
        self.init(DrawAndHandle(draw: draw, handle: handle), width: width, height: height)
    }
}

/// The former name of ``DrawAndHandle``.
@available(*, deprecated, renamed: "DrawAndHandle")
public typealias ScreenClosures = DrawAndHandle
