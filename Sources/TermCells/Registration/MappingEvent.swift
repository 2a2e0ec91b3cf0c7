/// The events a mapping can react to, as DT's `EventReaction` signatures.
public enum MappingEvent: String, Hashable, Sendable, CaseIterable {
    case didSelect, didDeselect, willDisplay, didEndDisplaying, configure
    case didHighlight, didUnhighlight, shouldSelect, shouldHighlight
    /// Model-only: the item's height in a table.
    case heightForCell
    /// Model-only: the item's size in a grid.
    case sizeForItem
    /// Model-only: a header's or footer's height in a table, or its size in a grid.
    case heightForSupplementary

    /// Whether the event's closure receives only the model, not the view.
    public var isModelOnly: Bool {
        switch self {
        case .heightForCell, .sizeForItem, .heightForSupplementary: return true
        default: return false
        }
    }
}
