import Foundation
import TermCells

/// The viewer's screen: a filter line, then the processes in sections by state. It knows no
/// terminal, so the program runs it under `Application` and the tests drive it on a
/// `ScreenBuffer`.
@MainActor
public final class ProcessScreen {
    public let manager = TableManager()
    /// Where the filter is typed: its keys edit it, every other key goes to the list.
    public let filterField = TextField(placeholder: "by name · Enter chooses · Esc quits")
    /// The text typed to narrow the list by name.
    public var filter: String { filterField.text }
    /// The last processes given to ``show(_:)``.
    public private(set) var processes: [ProcessEntry] = []
    /// The process the person chose with Enter.
    public var onChoose: ((ProcessEntry) -> Void)?

    public init() {
        // Busy processes get a cell of their own; each mapping's condition excludes the
        // other's models, and both choose on Enter.
        manager.register(BusyProcessCell.self) { mapping in
            mapping.condition = mapping.modelCondition { process, _ in process.isBusy }
            mapping.didSelect { [weak self] _, process, _ in self?.onChoose?(process) }
        }
        manager.register(ProcessCell.self) { mapping in
            mapping.condition = mapping.modelCondition { process, _ in !process.isBusy }
            mapping.didSelect { [weak self] _, process, _ in self?.onChoose?(process) }
        }
        manager.host.stickyHeaders = true
        // Each edit filters the list again: one minimal update.
        filterField.onChange = { [weak self] _ in
            guard let self else { return }
            show(processes)
        }
    }

    /// Shows `processes`, grouped by state, filtered by name: one minimal update, so the cursor
    /// stays on its process while the list changes under it.
    public func show(_ processes: [ProcessEntry]) {
        self.processes = processes
        var snapshot = StorageSnapshot<ProcessEntry.State>()
        let shown = filter.isEmpty ? processes : processes.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        for state in ProcessEntry.State.allCases {
            let members = shown.filter { $0.state == state }.sorted { ($0.cpu, $1.id) > ($1.cpu, $0.id) }
            guard !members.isEmpty else { continue }
            snapshot.appendSections([state])
            snapshot.setHeaderModel("\(state.rawValue) (\(members.count))", forSection: state)
            snapshot.appendItems(members, toSection: state)
        }
        manager.memoryStorage.apply(snapshot)
    }

    /// The process under the cursor.
    public var highlighted: ProcessEntry? {
        manager.host.cursor.flatMap { manager.memoryStorage.item(at: $0) as? ProcessEntry }
    }
}

extension ProcessScreen {
    public func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        let label = canvas.draw("Filter: ", at: .zero, style: .bold)
        manager.host.draw(
            in: ChildCanvas(parent: canvas, rect: Rect(x: 0, y: 1, width: width, height: canvas.size.height - 1)))
        // Drawn after the list, so that its cursor is the focus (where a screen reader reads).
        filterField.draw(in: canvas.child(in: Rect(x: label, y: 0, width: width - label, height: 1)))
    }

    /// The filter's keys and pastes edit it; everything else goes to the list (↑ ↓ PgUp PgDn,
    /// Enter chooses).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .mouse(let mouse):
            return manager.host.handle(.mouse(mouse.relative(to: Point(x: 0, y: 1))))
        default:
            return filterField.handle(event) || manager.host.handle(event)
        }
    }
}
