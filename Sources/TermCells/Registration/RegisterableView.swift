import Foundation

/// A view type to register with a host, and where its design comes from — the article's
/// `RegisterableView`, with `.nib` and `.class` renamed for the terminal.
///
/// ```swift
/// host.register(cells: [.type(MyCell.self), .template(PostCell.self)])
/// let cell: MyCell = host.dequeueCell(at: indexPath)
/// ```
///
/// The enum has exactly the article's two cases, so a `switch` written over them, as the
/// article's own conformance code does, stays exhaustive:
///
/// ```swift
/// switch view {
/// case let .template(cellClass): …   // the article's .nib
/// case let .type(cellClass): …       // the article's .class
/// }
/// ```
///
/// `.template` follows the rules of an explicitly named template: a missing file is an
/// anomaly (the view is made in code), a file that cannot be parsed or lacks the class's
/// outlets is an anomaly and a placeholder. The file is the view class's
/// ``ReusableView/templateName`` (its class name unless the class says otherwise) in its
/// ``ReusableView/templateBundle`` (the program's resources unless the class says otherwise);
/// through a manager, the mapping's `templateName` and `bundle` choose it per registration, as
/// DT's `xibName` and `bundle` do. `.type` is made in code, as `.class` registers a class
/// without looking for a nib.
public enum RegisterableView: Sendable {
    /// Laid out by the view class's template file — the xib analog.
    case template(ReusableView.Type)
    /// Laid out in code.
    case type(ReusableView.Type)

    /// A view laid out by the template `name` in `bundle`.
    @available(
        *, deprecated,
        message:
            "override `templateName` and `templateBundle` on the view class (this sets them for every registration of the class), or register through a manager and set the mapping's `templateName` and `bundle`"
    )
    public static func template(_ type: ReusableView.Type, name: String?, bundle: Bundle? = nil) -> RegisterableView {
        TemplateNameOverrides.set(name: name, bundle: bundle, for: type)
        return .template(type)
    }

    /// A view laid out by the template named after the class, in `bundle` only.
    @available(
        *, deprecated,
        message:
            "override `templateBundle` on the view class (this sets it for every registration of the class), or register through a manager and set the mapping's `bundle`"
    )
    public static func template(_ type: ReusableView.Type, bundle: Bundle?) -> RegisterableView {
        TemplateNameOverrides.set(name: nil, bundle: bundle, for: type)
        return .template(type)
    }

    /// A view laid out by the template `name` (the class name when nil) in `bundle` (the
    /// program's resources when nil): what the former `.namedTemplate` case held, made as
    /// ``template(_:name:bundle:)`` makes it.
    @available(
        *, deprecated,
        message:
            "override `templateName` and `templateBundle` on the view class, or register through a manager and set the mapping's `templateName` and `bundle`"
    )
    public static func namedTemplate(_ type: ReusableView.Type, name: String?, bundle: Bundle?) -> RegisterableView {
        TemplateNameOverrides.set(name: name, bundle: bundle, for: type)
        return .template(type)
    }

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
        typeName(type)
    }
}
