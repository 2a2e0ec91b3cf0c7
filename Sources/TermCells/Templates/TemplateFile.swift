import Foundation

/// The template file a view class is laid out by when nothing else names one: its
/// ``ReusableView/templateName`` in its ``ReusableView/templateBundle``.
struct TemplateFile {
    var name: String
    var bundle: Bundle
    /// Whether the class names its template itself (a missing file is then an anomaly).
    var isNamedByTheClass: Bool

    @MainActor
    init(of type: ReusableView.Type) {
        let override = TemplateNameOverrides.override(for: type)
        let name = override?.name ?? type.templateName
        self.name = name ?? ReuseIdentifier.of(type)
        bundle = override?.bundle ?? type.templateBundle ?? .main
        isNamedByTheClass = name != nil
    }
}

/// What the deprecated `RegisterableView.template(_:name:bundle:)` set, by class: a name or
/// bundle that used to travel in the enum case, now kept beside the class it names.
enum TemplateNameOverrides {
    struct Override {
        var name: String?
        var bundle: Bundle?
    }

    private static let overrides = LockedState<[ObjectIdentifier: Override]>([:])

    static func set(name: String?, bundle: Bundle?, for type: ReusableView.Type) {
        overrides.withLock { $0[ObjectIdentifier(type)] = Override(name: name, bundle: bundle) }
    }

    static func override(for type: ReusableView.Type) -> Override? {
        overrides.withLock { $0[ObjectIdentifier(type)] }
    }
}
