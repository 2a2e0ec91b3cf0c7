import TermCellsTesting

@testable import TermCells

/// A `TableManager` driving a `TableHost`, or a `GridManager` driving a `GridHost`, drawing
/// through a `ScreenDriver` (on the cells of the frame before, as on a terminal), with every
/// anomaly caught through the handlers' `anomalyAction`.
@MainActor
final class FuzzRig {
    enum Manager {
        case table(TableManager)
        case grid(GridManager)
    }

    /// A supplementary slot of the host.
    struct SupplementarySlot: Hashable, Comparable {
        var kind: FuzzKind
        var section: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.section, lhs.kind == .header ? 0 : 1) < (rhs.section, rhs.kind == .header ? 0 : 1)
        }
    }

    /// What a host question answered.
    enum Answer {
        case none
        case view(ReusableView)
        case height(Int?)
        case size(Size?)
    }

    let manager: Manager
    /// Draws the host's frames; keys reach the host directly, drawn at the next `.draw`.
    let screen: RigScreen<DrawAndHandle>
    var buffer: ScreenBuffer { screen.driver.buffer }
    /// The size of grid items whose section is not sized item by item.
    static let gridItemSize = Size(width: 12, height: 1)
    /// Counts the event closures that ran (the closures hold it, not the rig).
    let events = FuzzEventCounter()
    private var managerAnomalies: [ManagerAnomaly] = []
    private var storageAnomalies: [MemoryStorageAnomaly] = []

    init(grid: Bool, width: Int = 40, height: Int = 10) {
        let host: any ScreenDrivable
        if grid {
            let manager = GridManager()
            manager.host.metrics = FlowSectionMetrics(itemSize: Self.gridItemSize, itemSpacing: 1)
            self.manager = .grid(manager)
            host = manager.host
        } else {
            let manager = TableManager()
            self.manager = .table(manager)
            host = manager.host
        }
        screen = RigScreen(DrawAndHandle(draw: host.draw(in:), handle: host.handle), width: width, height: height)
        registering.anomalyHandler.anomalyAction = { [unowned self] in managerAnomalies.append($0) }
        storage.anomalyHandler.anomalyAction = { [unowned self] in storageAnomalies.append($0) }
    }

    var isGrid: Bool {
        if case .grid = manager { return true }
        return false
    }

    /// The manager, for the registration and event API both managers share.
    var registering: any MappingRegistering {
        switch manager {
        case .table(let manager): return manager
        case .grid(let manager): return manager
        }
    }

    var storage: MemoryStorage {
        switch manager {
        case .table(let manager): return manager.memoryStorage
        case .grid(let manager): return manager.memoryStorage
        }
    }

    /// The anomalies reported since the last call, manager's and storage's.
    func takeAnomalies() -> (manager: [ManagerAnomaly], storage: [MemoryStorageAnomaly]) {
        defer {
            managerAnomalies.removeAll()
            storageAnomalies.removeAll()
        }
        return (managerAnomalies, storageAnomalies)
    }

    // MARK: The host's state

    /// Whether the host will reload (ending every view on screen) before it next draws or selects.
    var needsReload: Bool {
        switch manager {
        case .table(let manager): return manager.host.needsReload
        case .grid(let manager): return manager.host.needsReload
        }
    }

    func draw() {
        screen.draw()
    }

    var displayedItems: [IndexPath: ReusableView] {
        var items: [IndexPath: ReusableView] = [:]
        switch manager {
        case .table(let manager):
            for case (.item(let indexPath), let view) in manager.host.displayedViews { items[indexPath] = view }
        case .grid(let manager):
            for case (.item(let indexPath), let view) in manager.host.displayedViews { items[indexPath] = view }
        }
        return items
    }

    var displayedSupplementaries: [SupplementarySlot: ReusableView] {
        var slots: [SupplementarySlot: ReusableView] = [:]
        let views: [LayoutElement: ReusableView]
        switch manager {
        case .table(let manager): views = manager.host.displayedViews
        case .grid(let manager): views = manager.host.displayedViews
        }
        for case (.supplementary(let kind, let section), let view) in views {
            slots[SupplementarySlot(kind: kind == .header ? .header : .footer, section: section)] = view
        }
        return slots
    }

    var selectedIndexPaths: [IndexPath] {
        switch manager {
        case .table(let manager): return manager.host.selectedIndexPaths
        case .grid(let manager): return manager.host.selectedIndexPaths
        }
    }

    var cursor: IndexPath? {
        switch manager {
        case .table(let manager): return manager.host.cursor
        case .grid(let manager): return manager.host.cursor
        }
    }

    var sectionCount: Int {
        switch manager {
        case .table(let manager): return manager.host.layout.sectionCount
        case .grid(let manager): return manager.host.layout.sectionCount
        }
    }

    func itemCount(inSection section: Int) -> Int {
        switch manager {
        case .table(let manager): return manager.host.layout.itemCount(inSection: section)
        case .grid(let manager): return manager.host.layout.itemCount(inSection: section)
        }
    }

    /// Whether the host's layout has a row (table) or band (grid) for the supplementary view.
    func layoutShows(_ slot: SupplementarySlot) -> Bool {
        switch manager {
        case .table(let manager):
            let row: ListRow = slot.kind == .header ? .header(section: slot.section) : .footer(section: slot.section)
            return manager.host.layout.rows.flatIndex(of: row) != nil
        case .grid(let manager):
            let kind: SupplementaryKind = slot.kind == .header ? .header : .footer
            return manager.host.layout.flow.bandIndex(of: .supplementary(kind, section: slot.section)) != nil
        }
    }

    /// Whether a grid's layout puts the item on the rows the screen shows.
    func gridShowsFrame(of indexPath: IndexPath) -> Bool {
        guard case .grid(let manager) = manager, let frame = manager.host.layout.frame(of: .item(indexPath)) else {
            return false
        }
        let top = manager.host.contentOffset
        return frame.y < top + screen.size.height && top < frame.maxY
    }

    /// Makes the host reload now if it is about to, as it does first thing on a key.
    func reloadIfNeeded() {
        switch manager {
        case .table(let manager): manager.host.reloadIfNeeded()
        case .grid(let manager): manager.host.reloadIfNeeded()
        }
    }
}

/// How many event closures of a fuzz sequence ran.
@MainActor
final class FuzzEventCounter {
    var fired = 0
}
