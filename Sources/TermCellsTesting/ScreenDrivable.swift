import TermCells

/// Something a test can draw into a ``ScreenBuffer`` and send input to, as a terminal would:
/// hosts and managers are drivable as they are; conform your own screens (anything that draws
/// into a `Canvas` and answers `InputEvent`s) to drive them the same way.
@MainActor
public protocol ScreenDrivable: AnyObject {
    /// Draws one frame into `canvas`, which covers the whole test screen.
    func draw(in canvas: any Canvas)
    /// Answers one input event; returns whether it was used.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
}

extension TableHost: ScreenDrivable {}
extension GridHost: ScreenDrivable {}
/// A text field on its own: `ScreenDriver(field, width: 20, height: 1)` types into it.
extension TextField: ScreenDrivable {}
/// A text area on its own, drawn across the whole screen: `ScreenDriver(area, width: 20, height: 3)`.
extension TextArea: ScreenDrivable {}

extension TableManager: ScreenDrivable {
    public func draw(in canvas: any Canvas) { host.draw(in: canvas) }
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { host.handle(event) }
}

extension GridManager: ScreenDrivable {
    public func draw(in canvas: any Canvas) { host.draw(in: canvas) }
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { host.handle(event) }
}

extension ColumnTableManager: ScreenDrivable {}
