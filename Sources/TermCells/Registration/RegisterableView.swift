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
///
/// As the article's `.nib(T)`, `.template(T)` carries the class alone, so
/// `case let .template(cellClass)` binds the class; a template of another name or in another
/// bundle is `.template(T.self, name:bundle:)`, a case of its own (`.namedTemplate`).
public enum RegisterableView: Sendable {
    /// Laid out by the template file named after the class, in the program's resources
    /// (`Bundle.main` and the SwiftPM resource bundles beside it) — the xib analog.
    case template(ReusableView.Type)
    /// Laid out by the template file `name` (the class name when nil) in `bundle` (the
    /// program's resources when nil). Written `.template(T.self, name: …, bundle: …)`.
    case namedTemplate(ReusableView.Type, name: String?, bundle: Bundle?)
    /// Laid out in code.
    case type(ReusableView.Type)

    /// A view laid out by the template `name` (the class name when nil) in `bundle` (the
    /// program's resources when nil).
    public static func template(_ type: ReusableView.Type, name: String?, bundle: Bundle? = nil) -> RegisterableView {
        .namedTemplate(type, name: name, bundle: bundle)
    }

    /// A view laid out by the template named after the class, in `bundle` only.
    public static func template(_ type: ReusableView.Type, bundle: Bundle?) -> RegisterableView {
        .namedTemplate(type, name: nil, bundle: bundle)
    }

    /// The view class.
    public var viewType: ReusableView.Type {
        switch self {
        case .template(let type), .namedTemplate(let type, _, _), .type(let type): return type
        }
    }

    /// The reuse identifier: the class name, as `String(describing:)` gives it.
    public var identifier: String { ReuseIdentifier.of(viewType) }
}

/// Default reuse identifiers.
enum ReuseIdentifier {
    /// The identifier a view class is registered under unless a mapping says otherwise:
    /// its name without the module.
    static func of(_ type: Any.Type) -> String {
        typeName(type)
    }
}
