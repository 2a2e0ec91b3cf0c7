/// Distances inside the edges of a rectangle, in cells.
public struct Insets: Hashable, Sendable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    /// Creates insets from the four edges.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = Insets()

    /// The columns taken by the left and right insets together.
    public var horizontal: Int { left + right }
    /// The rows taken by the top and bottom insets together.
    public var vertical: Int { top + bottom }
}
