/// Where a host's viewport is: its size, its top-left cell in the content, and the size
/// given to the layout (the viewport less the scroll indicator's column).
struct Viewport: Equatable {
    var size = Size.zero
    var offset = Point.zero
    var laidOutSize = Size.zero

    /// The viewport in content coordinates, as wide as the layout.
    var visibleRect: Rect { Rect(x: offset.x, y: offset.y, width: laidOutSize.width, height: size.height) }
}
