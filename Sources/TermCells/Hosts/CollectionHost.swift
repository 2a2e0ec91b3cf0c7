/// The public face of the host core, the same for ``TableHost`` and ``GridHost``: the cursor,
/// the selection and input, whatever the layout. Write code generic over hosts with it;
/// ``LayoutHost`` implements it once for every layout.
///
/// The cursor and the selection are never stale: reading them applies a pending reload
/// first, so there is nothing to call before reading them, even right after the storage
/// changed.
@MainActor
public protocol CollectionHost: ReusableViewHost {
    /// What the host shows (held weakly).
    var dataSource: (any CollectionHostDataSource)? { get set }
    /// What the host asks about sizes and tells as a person uses it (held weakly).
    var delegate: (any CollectionHostDelegate)? { get set }
    /// Lays out and draws what is visible into `canvas`, which covers the host's rectangle.
    func draw(in canvas: any Canvas)
    /// The item under the cursor.
    var cursor: IndexPath? { get }
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether `indexPath` is selected.
    func isSelected(_ indexPath: IndexPath) -> Bool
    /// Moves the cursor to `indexPath` (if the delegate allows) and scrolls to show it; an
    /// index path the host does not have is an anomaly.
    func moveCursor(to indexPath: IndexPath?)
    /// Selects `indexPath` if the delegate allows. Without multiple selection, the previously
    /// selected item is deselected first.
    func selectItem(at indexPath: IndexPath)
    /// Deselects `indexPath` if it is selected.
    func deselectItem(at indexPath: IndexPath)
    /// The views on screen now.
    var displayedViews: [LayoutElement: ReusableView] { get }
    /// Re-dequeues the given items before the next draw if they are on screen; those off
    /// screen are measured again when they next show (their models may have a new height).
    func reloadItems(at indexPaths: [IndexPath])
    /// Answers a key in the host's own coordinates; returns whether the host used it. Every
    /// host answers the same keys the same way (the table is in the Layouts article); keys it
    /// does not use go to the key actions of the item under the cursor.
    @discardableResult func handle(_ event: KeyEvent) -> Bool
    /// Answers a mouse event in the host's own coordinates; returns whether the host used it.
    @discardableResult func handle(_ event: MouseEvent) -> Bool
    /// The rectangle of the item under the cursor as it was last drawn, in the host's
    /// coordinates and cut to its viewport; `nil` without a cursor or when that item is out
    /// of view.
    ///
    /// A focused host reports its focus to the canvas it draws on (see
    /// ``Canvas/reportFocus(at:)``); a program that places the terminal's cursor itself (an
    /// ncurses program with its own loop) reads it here.
    var focusRect: Rect? { get }
}

extension CollectionHost {
    /// Answers a key or mouse event in the host's own coordinates; returns whether the host
    /// used it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .resize, .paste: return false
        }
    }
}

/// The public face, answered by the core.
extension LayoutHost {
    public var cursor: IndexPath? {
        reloadIfNeeded()
        return cursorItem
    }

    public var selectedIndexPaths: [IndexPath] {
        reloadIfNeeded()
        return selection.paths
    }

    public func isSelected(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return selection.contains(indexPath)
    }

    public var displayedViews: [LayoutElement: ReusableView] {
        Dictionary(uniqueKeysWithValues: renderer.views.shown.map { ($0.element, $0.view) })
    }

    public func reloadItems(at indexPaths: [IndexPath]) { reloadElements(indexPaths.map { .item($0) }) }
}
