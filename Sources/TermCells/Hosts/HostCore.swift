/// A change to an item's highlight or selection that a host's delegate is told about.
enum ItemStateChange {
    case highlighted
    case unhighlighted
    case selected
    case deselected
}

/// The host core: everything ``TableHost`` and ``GridHost`` do that is not geometry, written
/// once — the cursor and selection rules, the key and mouse map, where the cursor starts.
/// Each host answers for its layout (which items exist and where), its views on screen and
/// its delegate.
@MainActor
protocol HostCore: AnyObject {
    associatedtype Layout: SectionedLayout
    var layout: Layout { get }
    var cursorItem: IndexPath? { get set }
    var selection: ItemSelection { get set }
    /// The cursor's item when an update removed it, to put the cursor near it afterwards.
    var lastRemovedCursor: IndexPath? { get set }
    /// The column vertical moves aim for, kept while moving up and down (as text editors do).
    var preferredColumn: Int? { get set }
    var isFocused: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var anomalyHandler: AnomalyHandler<ManagerAnomaly> { get }
    var viewportSize: Size { get }
    var contentOffset: Int { get }
    var maximumContentOffset: Int { get }
    func reloadIfNeeded()
    func reloadData()
    /// Replays a storage update.
    func apply(_ update: StorageUpdate)
    func scroll(toContentOffset offset: Int)
    func scrollToItem(_ indexPath: IndexPath)
    /// Whether an update that moves the cursor's item scrolls to show it.
    var keepsCursorInView: Bool { get }

    // Geometry the host answers from its layout.
    /// The item next to `indexPath` in `direction`, aiming for `column` when moving up or down.
    func neighbour(of indexPath: IndexPath, _ direction: CursorDirection, column: Int) -> IndexPath?
    /// The column of the item's centre (0 in a list).
    func column(of indexPath: IndexPath) -> Int?
    /// Moves the cursor by about `rows` rows of content (a page, half a page).
    func moveCursor(byRows rows: Int)
    /// The item drawn at `point` of the viewport, if any.
    func item(atViewportPoint point: Point) -> IndexPath?
    /// Reorders the cursor's item `step` places (Shift-Up/Down); returns whether the host does that.
    func reorderCursorItem(by step: Int) -> Bool

    // Views and the client.
    /// Who answers for the content: the manager, or the bridge to a public data source.
    var client: HostClient? { get }
    var reuseQueues: ReuseQueues { get }
    /// The views on screen.
    var visibleViews: [LayoutElement: ReusableView] { get set }
    /// The views of the frame being drawn; kept between frames so a frame allocates no table.
    var nextVisibleViews: [LayoutElement: ReusableView] { get set }
}

extension HostCore {
    /// The first item from `start` (included) the delegate lets the cursor rest on, taking
    /// `next` from an item it refuses. Looks at most 1,000 items, so a delegate that refuses
    /// everything costs a bounded time per key.
    func firstHighlightable(from start: IndexPath?, next: (IndexPath) -> IndexPath?) -> IndexPath? {
        var candidate = start
        var attempts = 0
        while let item = candidate {
            if client?.shouldHighlightItem(at: item) ?? true { return item }
            attempts += 1
            guard attempts <= 1_000 else { return nil }
            candidate = next(item)
        }
        return nil
    }

    /// After a reload: without a cursor, it starts on the first item the delegate allows.
    func placeCursorIfNone() {
        guard cursorItem == nil, let first = layout.firstItem else { return }
        // As before: after 1,000 refusals the cursor rests where the search stopped.
        setCursor(firstHighlightable(from: first) { layout.item(after: $0, step: 1) } ?? first)
    }

    /// `moveCursor(to:)`: checks the index path and the delegate, then moves and scrolls.
    func moveCursorIfAllowed(to indexPath: IndexPath?) {
        reloadIfNeeded()
        guard let indexPath else {
            setCursor(nil)
            return
        }
        guard layout.contains(indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "moveCursor", indexPath: indexPath))
            return
        }
        guard client?.shouldHighlightItem(at: indexPath) ?? true else { return }
        setCursor(indexPath)
        scrollToItem(indexPath)
    }

    /// Moves the cursor, updating the highlight of the views on screen and telling the delegate.
    func setCursor(_ indexPath: IndexPath?) {
        guard indexPath != cursorItem else { return }
        let previous = cursorItem
        cursorItem = indexPath
        if let previous {
            visibleView(forItemAt: previous)?.isHighlighted = false
            client?.itemDid(.unhighlighted, at: previous)
        }
        if let indexPath {
            visibleView(forItemAt: indexPath)?.isHighlighted = isFocused
            client?.itemDid(.highlighted, at: indexPath)
        }
    }

    /// `selectItem(at:)`: without multiple selection, the previously selected item is
    /// deselected first.
    func selectItemIfAllowed(at indexPath: IndexPath) {
        reloadIfNeeded()
        guard layout.contains(indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "selectItem", indexPath: indexPath))
            return
        }
        guard !selection.contains(indexPath) || !allowsMultipleSelection else { return }
        guard client?.shouldSelectItem(at: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selection.paths where previous != indexPath { deselectSelectedItem(at: previous) }
        }
        selection.insert(indexPath)
        visibleView(forItemAt: indexPath)?.isSelected = true
        client?.itemDid(.selected, at: indexPath)
    }

    /// `deselectItem(at:)`: does nothing when the item is not selected.
    func deselectSelectedItem(at indexPath: IndexPath) {
        guard selection.remove(indexPath) else { return }
        visibleView(forItemAt: indexPath)?.isSelected = false
        client?.itemDid(.deselected, at: indexPath)
    }

    /// Enter, Space and a click: selects; with multiple selection, toggles.
    func toggleOrSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelection && selection.contains(indexPath) {
            deselectSelectedItem(at: indexPath)
        } else {
            selectItemIfAllowed(at: indexPath)
        }
    }

    /// Multiple selection was turned off: keeps the most recent selection only.
    func trimSelectionToOne() {
        for indexPath in selection.paths.dropLast() { deselectSelectedItem(at: indexPath) }
    }

    /// Focus changed: the views on screen show the cursor and the selection again.
    func refreshVisibleStates() {
        forEachVisibleItemView { indexPath, view in
            view.isHighlighted = isFocused && indexPath == cursorItem
            view.isSelected = selection.contains(indexPath)
        }
    }

    /// Moves the cursor one item in `direction`, skipping items the delegate will not
    /// highlight; starts at the first item when there is no cursor. Up and down aim for the
    /// column the cursor started from; left and right forget it.
    func moveCursor(_ direction: CursorDirection) {
        let vertical = direction == .up || direction == .down
        if !vertical { preferredColumn = nil }
        guard let current = cursorItem else {
            moveCursorIfAllowed(to: layout.firstItem)
            return
        }
        guard let column = preferredColumn ?? column(of: current) else { return }
        let target = firstHighlightable(from: neighbour(of: current, direction, column: column)) {
            neighbour(of: $0, direction, column: column)
        }
        guard let target else { return }
        moveCursorIfAllowed(to: target)
        if vertical { preferredColumn = column }
    }
}
