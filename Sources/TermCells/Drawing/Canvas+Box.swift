/// The glyphs of a rectangle's border: four corners and the two edges.
public struct BoxBorder: Sendable, Equatable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    /// A border from its glyphs; each must be a printable glyph one column wide.
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        horizontal: Character, vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐ │ └─┘`
    public static let light = BoxBorder(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    /// `╭─╮ │ ╰─╯`
    public static let rounded = BoxBorder(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    /// `┏━┓ ┃ ┗━┛`
    public static let heavy = BoxBorder(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    /// `╔═╗ ║ ╚═╝`
    public static let double = BoxBorder(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// `+-+ | +-+`, for terminals without line-drawing glyphs.
    public static let ascii = BoxBorder(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}

extension Canvas {
    /// Draws the border of `rect` (its outermost cells) in `style`, leaving the inside as it is.
    ///
    /// A rectangle narrower or shorter than two cells has no inside: it is drawn as a line of
    /// edge glyphs. Edges go through ``fill(_:repeating:style:)``, so a backend draws each in one
    /// call per row. Clipped to the canvas like everything else.
    public func drawBox(_ rect: Rect, border: BoxBorder = .light, style: Style = .plain) {
        guard rect.width > 0, rect.height > 0 else { return }
        if rect.height == 1 {
            fill(rect, repeating: border.horizontal, style: style)
            return
        }
        if rect.width == 1 {
            fill(rect, repeating: border.vertical, style: style)
            return
        }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        put(border.topLeft, width: 1, at: rect.origin, style: style)
        put(border.topRight, width: 1, at: Point(x: right, y: rect.y), style: style)
        put(border.bottomLeft, width: 1, at: Point(x: rect.x, y: bottom), style: style)
        put(border.bottomRight, width: 1, at: Point(x: right, y: bottom), style: style)
        if rect.width > 2 {
            fill(
                Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), repeating: border.horizontal,
                style: style)
            fill(
                Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), repeating: border.horizontal,
                style: style)
        }
        if rect.height > 2 {
            fill(
                Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), repeating: border.vertical,
                style: style)
            fill(
                Rect(x: right, y: rect.y + 1, width: 1, height: rect.height - 2), repeating: border.vertical,
                style: style)
        }
    }
}
