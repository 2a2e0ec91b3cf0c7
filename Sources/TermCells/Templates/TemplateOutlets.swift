/// The values a template-backed view shows in its template's outlets, by outlet name.
///
/// ```swift
/// func update(with model: Post) {
///     outlets["title"] = model.title
///     outlets["date"] = model.date.formatted()
/// }
/// ```
///
/// Values are plain strings; the template decides width, alignment and style, and the
/// canvas sanitises them as they are drawn. A value whose name the template lacks is not drawn
/// (declare the names with ``ReusableView/outletNames`` to have registration check them).
public struct TemplateOutlets: Hashable, Sendable {
    private var values: [String: String] = [:]

    /// An empty store.
    public init() {}

    /// The value of the outlet `name`; setting `nil` removes it.
    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The names that have a value, sorted.
    public var names: [String] { values.keys.sorted() }

    /// Whether no outlet has a value.
    public var isEmpty: Bool { values.isEmpty }

    /// Removes every value.
    public mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
    }
}
