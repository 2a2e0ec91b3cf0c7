/// A one-column scroll bar: where the viewport is in the content, and how much of it shows.
///
/// O(1): it needs only the content height and the offset, never the rows.
public enum ScrollIndicator {
    /// The rows of the thumb in a track of `trackHeight` rows, or nil when all content fits.
    public static func thumb(trackHeight: Int, contentHeight: Int, offset: Int) -> Range<Int>? {
        guard trackHeight > 0, contentHeight > trackHeight else { return nil }
        let length = max(1, trackHeight * trackHeight / contentHeight)
        let travel = trackHeight - length
        let maximumOffset = contentHeight - trackHeight
        let start =
            maximumOffset > 0 ? (min(max(0, offset), maximumOffset) * travel + maximumOffset / 2) / maximumOffset : 0
        return start..<(start + length)
    }

    /// Draws the track and the thumb into a canvas one column wide, in the canvas's theme.
    public static func draw(in canvas: any Canvas, contentHeight: Int, offset: Int) {
        let height = canvas.size.height
        guard let thumb = thumb(trackHeight: height, contentHeight: contentHeight, offset: offset) else { return }
        let theme = canvas.theme
        for row in 0..<height {
            drawCell(inThumb: thumb.contains(row), at: Point(x: 0, y: row), in: canvas, theme: theme)
        }
    }

    /// Draws one cell of the indicator at `point`: the thumb's, or the track's.
    static func drawCell(inThumb: Bool, at point: Point, in canvas: any Canvas, theme: Theme) {
        if inThumb {
            canvas.put("┃", width: 1, at: point, style: theme.scrollThumb)
        } else {
            canvas.put("│", width: 1, at: point, style: theme.scrollTrack)
        }
    }
}
