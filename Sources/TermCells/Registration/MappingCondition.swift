/// When a mapping applies beyond its model type, as in DTModelStorage.
///
/// ```swift
/// manager.register(VeganCell.self) { mapping in
///     mapping.condition = mapping.modelCondition { food, indexPath in food.isVegan }
/// }
/// manager.register(PlainCell.self) { $0.condition = .section(2) }
/// ```
public enum MappingCondition {
    /// Any model of the mapping's type, anywhere.
    case none
    /// Only in this section.
    case section(Int)
    /// Only where the closure returns true for the index path and the model.
    case custom((IndexPath, Any) -> Bool)

    /// Whether the condition holds for `model` at `indexPath`.
    public func matches(indexPath: IndexPath, model: Any) -> Bool {
        switch self {
        case .none: return true
        case .section(let section): return indexPath.section == section
        case .custom(let condition): return condition(indexPath, model)
        }
    }

    /// Whether the outcome depends only on the model's type and the section, so a
    /// resolution can be cached per (type, section).
    var dependsOnlyOnSection: Bool {
        if case .custom = self { return false }
        return true
    }
}
