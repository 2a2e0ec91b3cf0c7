import Foundation

/// A view type to register with a host, and where its design comes from — the article's
/// `RegisterableView` with `.nib` renamed for the terminal.
///
/// ```swift
/// host.register(cells: [.type(MyCell.self), .template(TemplateCell.self)])
/// host.register(cell: .template(PostCell.self, name: "CompactPostCell", bundle: .module))
/// let cell: MyCell = host.dequeueCell(at: indexPath)
/// ```
///
/// `.template` follows the rules of an explicitly named template: a missing file is an
/// anomaly (the view is made in code), a file that cannot be parsed or lacks the class's
/// outlets is an anomaly and a placeholder. `.type` is made in code, as `.class` registers a
/// class without looking for a nib.
public enum RegisterableView: Sendable {
    /// Laid out by the template file `name` (default: the class name) in `bundle`
    /// (default: `Bundle.main`) — the xib analog.
    case template(ReusableView.Type, name: String? = nil, bundle: Bundle? = nil)
    /// Laid out in code.
    case type(ReusableView.Type)

    /// The view class.
    public var viewType: ReusableView.Type {
        switch self {
        case .template(let type, _, _), .type(let type): return type
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
