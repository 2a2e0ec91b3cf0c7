/// The views a ``FrameRenderer`` holds, one for each element at most, each in the state that
/// says why it is held: on screen, held below the viewport through a frame, or dequeued and
/// measured before a frame for that frame to show.
///
/// Between frames every view is shown: a frame holds views and takes measured ones only
/// until it ends (``FrameRenderer/finishFrame(kept:revision:)``). A frame finds the view of an
/// element, whatever its state, with one table lookup.
struct FrameViews {
    /// Why a view is held.
    enum State {
        /// On screen (during a frame, also taken by the frame so far).
        case shown
        /// Its element left the viewport downwards in the frame being drawn, which may still
        /// bring it back by measuring the elements above it (see
        /// ``FrameRenderer/releaseViews(outside:)``).
        case held
        /// Dequeued to measure its element before the frame, for the frame to show; never
        /// displayed yet.
        case measured
    }

    private struct Entry {
        var view: ReusableView
        var state: State
    }

    private var table: [LayoutElement: Entry] = [:]
    /// How many views are held, and how many measured: a frame with none (the usual one)
    /// looks for neither.
    private(set) var heldCount = 0
    private(set) var measuredCount = 0

    /// How many views are on screen.
    var shownCount: Int { table.count - heldCount - measuredCount }

    /// The view of `element` and its state, if there is one.
    subscript(element: LayoutElement) -> (view: ReusableView, state: State)? {
        table[element].map { ($0.view, $0.state) }
    }

    /// The view on screen for `element`, if there is one.
    subscript(shown element: LayoutElement) -> ReusableView? {
        guard let entry = table[element], entry.state == .shown else { return nil }
        return entry.view
    }

    /// The views in `state`, with their elements, in no order.
    func all(in state: State) -> some Sequence<(element: LayoutElement, view: ReusableView)> {
        table.lazy.filter { $0.value.state == state }.map { (element: $0.key, view: $0.value.view) }
    }

    /// The views on screen, with their elements, in no order.
    var shown: some Sequence<(element: LayoutElement, view: ReusableView)> { all(in: .shown) }

    /// Holds `view` for `element` in `state`, in place of any view it had.
    mutating func insert(_ view: ReusableView, for element: LayoutElement, as state: State) {
        if let old = table.updateValue(Entry(view: view, state: state), forKey: element) { count(old.state, by: -1) }
        count(state, by: 1)
    }

    /// Moves the view of `element` to `state`.
    mutating func setState(_ state: State, of element: LayoutElement) {
        guard let old = table[element]?.state, old != state else { return }
        table[element]?.state = state
        count(old, by: -1)
        count(state, by: 1)
    }

    /// Takes the view of `element` out, with the state it had.
    mutating func remove(_ element: LayoutElement) -> (view: ReusableView, state: State)? {
        guard let entry = table.removeValue(forKey: element) else { return nil }
        count(entry.state, by: -1)
        return (entry.view, entry.state)
    }

    /// Takes every view in `state` out, with its element.
    mutating func removeAll(in state: State) -> [(element: LayoutElement, view: ReusableView)] {
        let taken = Array(all(in: state))
        for (element, _) in taken { table[element] = nil }
        count(state, by: -taken.count)
        return taken
    }

    /// Moves every view with its element through `change`; hands those whose element it
    /// removes to `removed`, already out. O(views).
    mutating func remap(
        through change: StorageChange, removed: (LayoutElement, ReusableView, State) -> Void
    ) {
        var remapped: [LayoutElement: Entry] = [:]
        remapped.reserveCapacity(table.count)
        for (element, entry) in table {
            if let moved = element.transformed(by: change) {
                // Two elements never move to one place; if they did, the view displaced leaves.
                if let displaced = remapped.updateValue(entry, forKey: moved) {
                    count(displaced.state, by: -1)
                    removed(moved, displaced.view, displaced.state)
                }
            } else {
                count(entry.state, by: -1)
                removed(element, entry.view, entry.state)
            }
        }
        table = remapped
    }

    private mutating func count(_ state: State, by delta: Int) {
        switch state {
        case .shown: break
        case .held: heldCount += delta
        case .measured: measuredCount += delta
        }
    }
}
