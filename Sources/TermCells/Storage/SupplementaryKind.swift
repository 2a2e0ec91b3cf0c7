/// Names a kind of supplementary model attached to a section, such as its header or footer.
///
/// DTModelStorage uses plain strings (`UICollectionView.elementKindSectionHeader`); a small
/// wrapper keeps `.header` and `.footer` discoverable at the call site while any other kind is
/// still one string literal away: `storage.setSupplementaries(badges, forKind: "badge")`.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The string that identifies the kind; two kinds with the same string are the same kind.
    public var rawValue: String

    /// Wraps any string as a kind, for kinds chosen at run time.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps any string as a kind, for kinds chosen at run time.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Lets a literal stand for a kind wherever one is expected.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The section header, drawn above a section's items.
    public static let header: SupplementaryKind = "header"

    /// The section footer, drawn below a section's items.
    public static let footer: SupplementaryKind = "footer"
}

extension SupplementaryKind: CustomStringConvertible {
    public var description: String { rawValue }
}
