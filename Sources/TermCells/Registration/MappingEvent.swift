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
    /// Whether the item may be reordered from the keyboard.
    case canMove
    /// The item was moved from the keyboard (the event's index path is the destination).
    case moveItem
    /// Model-only: the item is about to come into view; start loading what it needs.
    case prefetch
    /// Model-only: the item left the prefetch window before it was shown.
    case cancelPrefetch
    /// Model-only: a grid header's size (its height is used; headers span the width).
    case referenceSizeForHeader
    /// Model-only: a grid footer's size (its height is used; footers span the width).
    case referenceSizeForFooter

    /// Whether the event's closure receives only the model, not the view.
    public var isModelOnly: Bool {
        switch self {
        case .heightForCell, .sizeForItem, .heightForSupplementary, .referenceSizeForHeader, .referenceSizeForFooter,
            .prefetch, .cancelPrefetch:
            return true
        default: return false
        }
    }
}
