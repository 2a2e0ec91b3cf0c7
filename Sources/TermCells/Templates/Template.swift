/// The design of one view, read from a template file — the terminal's xib.
///
/// A template is a value: lines of static text and named outlets, each with a style,
/// an alignment and a width, plus the view's size and the styles of its states. Load one
/// with ``TemplateLoader`` or parse text with ``TemplateParser``; views draw it with their
/// ``ReusableView/outlets`` (see <doc:TemplatesAndScreenFiles>).
public struct Template: Hashable, Sendable {
    /// The template's name: its file name without the extension.
    public var name: String
    /// Rows the view takes in a table (and in a grid).
    public var height: Int
    /// Columns the view takes in a grid; `nil` lets the grid's layout decide.
    public var width: Int?
    /// The style of the whole view: blanks, static text and outlets start from it.
    public var style: Style
    /// Laid over every style while the cursor is on the view (default: reverse).
    public var highlightStyle: Style
    /// Laid over every style while the view's item is selected (default: bold).
    public var selectedStyle: Style
    /// The layout, top line first; rows below the last line are blank.
    public var lines: [TemplateLine]

    /// Creates a template.
    public init(
        name: String, height: Int, width: Int? = nil, style: Style = .plain,
        highlightStyle: Style = .reverse, selectedStyle: Style = .bold, lines: [TemplateLine]
    ) {
        self.name = name
        self.height = height
        self.width = width
        self.style = style
        self.highlightStyle = highlightStyle
        self.selectedStyle = selectedStyle
        self.lines = lines
    }

    /// Every outlet's name, in layout order.
    public var outletNames: [String] {
        lines.flatMap { line in
            line.elements.compactMap { element -> String? in
                if case .outlet(let outlet) = element { return outlet.name }
                return nil
            }
        }
    }

    /// Whether the layout has an outlet called `name`.
    public func hasOutlet(named name: String) -> Bool {
        lines.contains { line in
            line.elements.contains { element in
                if case .outlet(let outlet) = element { return outlet.name == name }
                return false
            }
        }
    }
}

/// One line of a template's layout, drawn left to right.
public struct TemplateLine: Hashable, Sendable {
    /// Static text and outlets, in order.
    public var elements: [TemplateElement]

    /// Creates a line.
    public init(_ elements: [TemplateElement]) {
        self.elements = elements
    }
}

/// A piece of a template line.
public enum TemplateElement: Hashable, Sendable {
    /// Text drawn as written, in a style (`{"text" bold}` in the file; plain text takes the
    /// template's style).
    case text(String, Style)
    /// A named slot the view fills.
    case outlet(TemplateOutlet)
}

/// A named slot of a template: where, how wide, aligned and styled its value is drawn.
public struct TemplateOutlet: Hashable, Sendable {
    /// The name views fill it by: `outlets["title"] = …`.
    public var name: String
    /// Columns it takes.
    public var width: TemplateWidth
    /// Where a shorter value sits.
    public var alignment: TextAlignment
    /// Its style, laid over the template's.
    public var style: Style

    /// Creates an outlet.
    public init(name: String, width: TemplateWidth, alignment: TextAlignment = .left, style: Style = .plain) {
        self.name = name
        self.width = width
        self.alignment = alignment
        self.style = style
    }
}

/// How many columns an outlet takes.
public enum TemplateWidth: Hashable, Sendable {
    /// Exactly this many.
    case fixed(Int)
    /// What the other elements of the line leave (`*` in the file).
    case rest
}
