/// A change to an item's highlight or selection that a host's delegate is told about.
enum ItemStateChange {
    case highlighted
    case unhighlighted
    case selected
    case deselected
}

/// The cursor and selection rules ``TableHost`` and ``GridHost`` share, written once: each host
/// answers for its layout (which items exist), its views on screen and its delegate.
@MainActor
protocol ItemCursorHost: AnyObject {
    var cursor: IndexPath? { get set }
    var selection: ItemSelection { get set }
    var isFocused: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var anomalyHandler: AnomalyHandler<ManagerAnomaly> { get }
    func reloadIfNeeded()
    func scrollToItem(_ indexPath: IndexPath)
    /// Whether the layout has an item at `indexPath`.
    func hasItem(at indexPath: IndexPath) -> Bool
    /// The view on screen for the item at `indexPath`, if it is visible.
    func visibleView(forItemAt indexPath: IndexPath) -> ReusableView?
    /// Calls `body` with every item view on screen.
    func forEachVisibleItemView(_ body: (IndexPath, ReusableView) -> Void)
    /// The delegate's `shouldHighlight` (true without a delegate).
    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool
    /// The delegate's `shouldSelect` (true without a delegate).
    func delegateAllowsSelection(at indexPath: IndexPath) -> Bool
    /// Tells the delegate about `change` of the item at `indexPath`.
    func tellDelegate(_ change: ItemStateChange, at indexPath: IndexPath)
}

extension ItemCursorHost {
    /// `moveCursor(to:)`: checks the index path and the delegate, then moves and scrolls.
    func moveCursorIfAllowed(to indexPath: IndexPath?) {
        reloadIfNeeded()
        guard let indexPath else {
            setCursor(nil)
            return
        }
        guard hasItem(at: indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "moveCursor", indexPath: indexPath))
            return
        }
        guard delegateAllowsHighlight(at: indexPath) else { return }
        setCursor(indexPath)
        scrollToItem(indexPath)
    }

    /// Moves the cursor, updating the highlight of the views on screen and telling the delegate.
    func setCursor(_ indexPath: IndexPath?) {
        guard indexPath != cursor else { return }
        let previous = cursor
        cursor = indexPath
        if let previous {
            visibleView(forItemAt: previous)?.isHighlighted = false
            tellDelegate(.unhighlighted, at: previous)
        }
        if let indexPath {
            visibleView(forItemAt: indexPath)?.isHighlighted = isFocused
            tellDelegate(.highlighted, at: indexPath)
        }
    }

    /// `selectItem(at:)`: without multiple selection, the previously selected item is
    /// deselected first.
    func selectItemIfAllowed(at indexPath: IndexPath) {
        reloadIfNeeded()
        guard hasItem(at: indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "selectItem", indexPath: indexPath))
            return
        }
        guard !selection.contains(indexPath) || !allowsMultipleSelection else { return }
        guard delegateAllowsSelection(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for previous in selection.paths where previous != indexPath { deselectSelectedItem(at: previous) }
        }
        selection.insert(indexPath)
        visibleView(forItemAt: indexPath)?.isSelected = true
        tellDelegate(.selected, at: indexPath)
    }

    /// `deselectItem(at:)`: does nothing when the item is not selected.
    func deselectSelectedItem(at indexPath: IndexPath) {
        guard selection.remove(indexPath) else { return }
        visibleView(forItemAt: indexPath)?.isSelected = false
        tellDelegate(.deselected, at: indexPath)
    }

    /// Multiple selection was turned off: keeps the most recent selection only.
    func trimSelectionToOne() {
        for indexPath in selection.paths.dropLast() { deselectSelectedItem(at: indexPath) }
    }

    /// Focus changed: the views on screen show the cursor and the selection again.
    func refreshVisibleStates() {
        forEachVisibleItemView { indexPath, view in
            view.isHighlighted = isFocused && indexPath == cursor
            view.isSelected = selection.contains(indexPath)
        }
    }
}
