/// A view type to register with a host, and where its design comes from — the article's
/// `RegisterableView` with `.nib` renamed for the terminal.
///
/// ```swift
/// host.register(cells: [.type(MyCell.self), .template(TemplateCell.self)])
/// let cell: MyCell = host.dequeueCell(at: indexPath)
/// ```
public enum RegisterableView: Sendable {
    /// Laid out by a template file named after the class (the xib analog).
    case template(ReusableView.Type)
    /// Laid out in code.
    case type(ReusableView.Type)

    /// The view class.
    public var viewType: ReusableView.Type {
        switch self {
        case .template(let type), .type(let type): return type
        }
    }

    /// The reuse identifier: the class name, as `String(describing:)` gives it.
    public var identifier: String { ReuseIdentifier.of(viewType) }
}

/// Default reuse identifiers.
public enum ReuseIdentifier {
    /// The identifier a view class is registered under unless a mapping says otherwise:
    /// its name without the module.
    public static func of(_ type: Any.Type) -> String {
        String(describing: type)
    }
}
