/// How an image fills the rectangle it is drawn in — UIKit's `contentMode`. A struct with
/// static members, so that a mode added later is no new case for code that looks at these.
public struct ImageScaling: Hashable, Sendable {
    let fills: Bool

    /// The whole image, as large as fits with its shape kept; the rest of the rectangle is left
    /// blank (`.scaleAspectFit`).
    public static let fit = ImageScaling(fills: false)
    /// The whole rectangle, the image scaled to cover it with its shape kept and the overflow
    /// cut off at the sides the alignment leaves (`.scaleAspectFill`).
    public static let fill = ImageScaling(fills: true)
}

/// Where an image sits in its rectangle when it does not fill it (``ImageScaling/fit``), and
/// which part is kept when it overflows (``ImageScaling/fill``).
public struct ImageAlignment: Hashable, Sendable {
    /// From the left: 0 leading, 1 centre, 2 trailing.
    let horizontal: Int
    /// From the top: 0 top, 1 centre, 2 bottom.
    let vertical: Int

    public static let center = ImageAlignment(horizontal: 1, vertical: 1)
    public static let top = ImageAlignment(horizontal: 1, vertical: 0)
    public static let bottom = ImageAlignment(horizontal: 1, vertical: 2)
    public static let leading = ImageAlignment(horizontal: 0, vertical: 1)
    public static let trailing = ImageAlignment(horizontal: 2, vertical: 1)
    public static let topLeading = ImageAlignment(horizontal: 0, vertical: 0)
    public static let topTrailing = ImageAlignment(horizontal: 2, vertical: 0)
    public static let bottomLeading = ImageAlignment(horizontal: 0, vertical: 2)
    public static let bottomTrailing = ImageAlignment(horizontal: 2, vertical: 2)

    /// The offset that places `length` in `space` by a position 0, 1 or 2.
    static func offset(of length: Int, in space: Int, by position: Int) -> Int {
        max(0, (space - length) * position / 2)
    }
}
