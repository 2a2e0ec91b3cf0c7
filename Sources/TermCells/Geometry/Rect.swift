/// A rectangle of terminal cells: an origin and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left cell.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left cell and extent.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    /// The first column to the right of the rectangle.
    public var maxX: Int { origin.x + size.width }
    /// The first row below the rectangle.
    public var maxY: Int { origin.y + size.height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < maxX && point.y >= origin.y && point.y < maxY
    }

    /// The cells both rectangles cover; an empty rectangle when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical)
        )
    }

    /// This rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "\(origin) \(size)" }
}
