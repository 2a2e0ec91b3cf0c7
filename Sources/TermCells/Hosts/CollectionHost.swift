/// The public face of the host core, the same for ``TableHost`` and ``GridHost``: the cursor,
/// the selection and input, whatever the layout. Write code generic over hosts with it; only
/// the hosts of TermCells conform.
///
/// The cursor and the selection are never stale: reading them applies a pending reload
/// first, so there is nothing to call before reading them, even right after the storage
/// changed.
@MainActor
public protocol CollectionHost: ReusableViewHost {
    /// Lays out and draws what is visible into `canvas`, which covers the host's rectangle.
    func draw(in canvas: any Canvas)
}

extension CollectionHost {
    /// The host core behind the protocol (every conforming type of TermCells is one).
    private var core: (any HostCore)? { self as? any HostCore }

    /// The item under the cursor.
    public var cursor: IndexPath? {
        guard let core else { return nil }
        core.reloadIfNeeded()
        return core.cursorItem
    }

    /// The selected items, in the order they were selected.
    public var selectedIndexPaths: [IndexPath] {
        guard let core else { return [] }
        core.reloadIfNeeded()
        return core.selection.paths
    }

    /// Whether `indexPath` is selected.
    public func isSelected(_ indexPath: IndexPath) -> Bool {
        guard let core else { return false }
        core.reloadIfNeeded()
        return core.selection.contains(indexPath)
    }

    /// Moves the cursor to `indexPath` (if the delegate allows) and scrolls to show it; an
    /// index path the host does not have is an anomaly.
    public func moveCursor(to indexPath: IndexPath?) {
        core?.moveCursorIfAllowed(to: indexPath)
    }

    /// Selects `indexPath` if the delegate allows. Without multiple selection, the previously
    /// selected item is deselected first.
    public func selectItem(at indexPath: IndexPath) {
        core?.selectItemIfAllowed(at: indexPath)
    }

    /// The views on screen now.
    public var displayedViews: [LayoutElement: ReusableView] { core?.visibleViews ?? [:] }

    /// Re-dequeues the given items before the next draw if they are on screen.
    public func reloadItems(at indexPaths: [IndexPath]) {
        core?.reloadElements(indexPaths.map { .item($0) })
    }

    /// Deselects `indexPath` if it is selected.
    public func deselectItem(at indexPath: IndexPath) {
        core?.deselectSelectedItem(at: indexPath)
    }

    /// Answers a key or mouse event in the host's own coordinates; returns whether the host
    /// used it. Every host answers the same keys the same way (the table is in the Layouts
    /// article); keys it does not use go to the key actions of the item under the cursor.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .resize, .paste: return false
        }
    }

    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool { core?.handleKey(event) ?? false }

    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool { core?.handleMouse(event) ?? false }
}
