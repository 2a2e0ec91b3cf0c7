/// A mouse report: a button pressed or released, or the wheel turned, at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(button: Int)
        case release(button: Int)
        case wheelUp
        case wheelDown
    }

    public var kind: Kind
    /// The cell, in the coordinates of whoever receives the event (screen coordinates
    /// from the backend; a host's own coordinates once routed to it).
    public var location: Point
    public var modifiers: KeyEvent.Modifiers

    public init(_ kind: Kind, at location: Point, modifiers: KeyEvent.Modifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }

    /// This event with its location moved into a child's coordinates whose origin is `origin`.
    public func relative(to origin: Point) -> MouseEvent {
        var copy = self
        copy.location = Point(x: location.x - origin.x, y: location.y - origin.y)
        return copy
    }
}
