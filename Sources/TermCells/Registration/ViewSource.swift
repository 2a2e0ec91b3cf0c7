/// How a registered view is made.
@MainActor
public struct ViewSource {
    /// Where the design comes from, for messages and tests.
    public enum Origin: Equatable, Sendable {
        /// `init()` of the class.
        case code
        /// A template file of this name.
        case template(String)
        /// A prototype declared in a screen file.
        case screen(String)
    }

    public let viewType: ReusableView.Type
    public let origin: Origin
    let make: @MainActor () -> ReusableView

    /// A new view from this source, outside any reuse queue (to read its preferred size).
    public func makeView() -> ReusableView { make() }

    /// A view made in code by its class's `init()`.
    public static func code(_ type: ReusableView.Type) -> ViewSource {
        ViewSource(viewType: type, origin: .code, make: { type.init() })
    }

    /// A view made by a closure (templates and screen files use this).
    public init(viewType: ReusableView.Type, origin: Origin, make: @escaping @MainActor () -> ReusableView) {
        self.viewType = viewType
        self.origin = origin
        self.make = make
    }
}
