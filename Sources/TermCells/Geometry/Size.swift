/// An extent on a terminal grid, in columns and rows.
public struct Size: Hashable, Sendable {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size. Negative values are kept as given; `isEmpty` treats them as empty.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(width)×\(height)" }
}
