/// What a row's disclosure mark shows.
public enum OutlineDisclosure: Hashable, Sendable {
    /// No mark: a leaf, a status row, a section that cannot close.
    case none
    /// A closed node or section (`▸`).
    case collapsed
    /// An open node or section (`▾`).
    case expanded
}

/// Where a row sits in an outline, set on an ``OutlineCell`` before it is drawn.
public struct OutlineRowPlacement: Hashable, Sendable {
    /// How deep the row is: 0 for section headers and nodes at the top of a section.
    public var depth: Int
    /// The row's mark.
    public var disclosure: OutlineDisclosure
    /// Whether the row is a section's header.
    public var isSectionHeader: Bool

    /// A placement at `depth` with `disclosure`.
    public init(depth: Int = 0, disclosure: OutlineDisclosure = .none, isSectionHeader: Bool = false) {
        self.depth = depth
        self.disclosure = disclosure
        self.isSectionHeader = isSectionHeader
    }
}

/// The glyphs of disclosure marks.
///
/// The library does not guess the terminal's encoding: ``unicode`` is the default, and a
/// program that runs under a non-UTF-8 locale picks ``ascii`` (as it would `BoxBorder.ascii`).
public struct OutlineMarks: Hashable, Sendable {
    /// The mark of a closed node.
    public var collapsed: String
    /// The mark of an open node.
    public var expanded: String

    /// Marks of your own; each should be one column wide.
    public init(collapsed: String, expanded: String) {
        self.collapsed = collapsed
        self.expanded = expanded
    }

    /// `▸` and `▾`.
    public static let unicode = OutlineMarks(collapsed: "▸", expanded: "▾")
    /// `+` and `-`, for terminals without UTF-8.
    public static let ascii = OutlineMarks(collapsed: "+", expanded: "-")

    /// The glyph for `disclosure`; a space for none.
    public func mark(for disclosure: OutlineDisclosure) -> String {
        switch disclosure {
        case .none: " "
        case .collapsed: collapsed
        case .expanded: expanded
        }
    }
}
