import TermCells

/// Where an image goes in a rectangle of cells, and which of its pixels are shown there.
struct ImageFitting: Equatable {
    /// The cells the image covers, inside the rectangle (from its top-left cell).
    let cells: Rect
    /// The pixels of the image drawn over them: all of it to fit, the part kept to fill.
    let pixels: Rect

    /// A cell's width over its height, in pixels: terminals' cells are about twice as tall as wide.
    static let cellAspect = 0.5

    /// The placement of a `width` × `height` pixel image in `area` cells, scaled and aligned.
    init(width: Int, height: Int, in area: Size, scaling: ImageScaling, alignment: ImageAlignment) {
        let imageAspect = Double(width) / Double(height)
        let areaAspect = Double(area.width) * Self.cellAspect / Double(area.height)
        if scaling.fills {
            cells = Rect(origin: .zero, size: area)
            if imageAspect > areaAspect {
                let kept = max(1, min(width, Int((Double(height) * areaAspect).rounded())))
                pixels = Rect(
                    x: ImageAlignment.offset(of: kept, in: width, by: alignment.horizontal), y: 0, width: kept,
                    height: height)
            } else {
                let kept = max(1, min(height, Int((Double(width) / areaAspect).rounded())))
                pixels = Rect(
                    x: 0, y: ImageAlignment.offset(of: kept, in: height, by: alignment.vertical), width: width,
                    height: kept)
            }
            return
        }
        pixels = Rect(x: 0, y: 0, width: width, height: height)
        var size = area
        if imageAspect > areaAspect {
            size.height = max(1, min(area.height, Int((Double(area.width) * Self.cellAspect / imageAspect).rounded())))
        } else {
            size.width = max(1, min(area.width, Int((Double(area.height) * imageAspect / Self.cellAspect).rounded())))
        }
        cells = Rect(
            x: ImageAlignment.offset(of: size.width, in: area.width, by: alignment.horizontal),
            y: ImageAlignment.offset(of: size.height, in: area.height, by: alignment.vertical), width: size.width,
            height: size.height)
    }

    /// `width` × `height` scaled down, shape kept, so that neither side exceeds `side`.
    static func shrink(width: Int, height: Int, toSide side: Int) -> (width: Int, height: Int) {
        guard width > side || height > side else { return (width, height) }
        if width >= height { return (side, max(1, height * side / width)) }
        return (max(1, width * side / height), side)
    }

    /// The longest side an image's pixels are kept at to draw it in `area`: enough for chafa's
    /// sampling of each cell (8 × 8), as a power of two so that nearby sizes share one decoding.
    static func decodingSide(for area: Size) -> Int {
        let needed = max(area.width * 8, area.height * 16, 64)
        var side = 64
        while side < needed && side < 2048 { side *= 2 }
        return side
    }
}
