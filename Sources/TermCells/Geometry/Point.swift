/// A position on a terminal grid, in columns (`x`) and rows (`y`).
///
/// Coordinates are zero-based and grow to the right and downwards. They are
/// relative to whatever draws: a `Canvas` is always addressed from its own top-left corner.
public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
