import Foundation
import TermCells

/// The viewer's screen: a filter line, then the processes in sections by state. It knows no
/// terminal, so the program runs it under `Application` and the tests drive it on a
/// `ScreenBuffer`.
@MainActor
public final class ProcessScreen {
    public let manager = TableManager()
    /// The text typed to narrow the list by name.
    public private(set) var filter = ""
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
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: .plain)
        let prompt = filter.isEmpty ? "Type to filter · Enter chooses · Esc quits" : "Filter: \(filter)"
        canvas.draw(prompt, at: Point(x: 0, y: 0), style: filter.isEmpty ? .dim : .bold)
        manager.host.draw(
            in: ChildCanvas(parent: canvas, rect: Rect(x: 0, y: 1, width: width, height: canvas.size.height - 1)))
    }

    /// Typing edits the filter; everything else goes to the list.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            switch key.key {
            case .character(let character) where character != " ":
                filter.append(character)
            case .backspace where !filter.isEmpty:
                filter.removeLast()
            default:
                return manager.host.handle(event)
            }
            show(processes)
            return true
        case .mouse(let mouse):
            return manager.host.handle(.mouse(mouse.relative(to: Point(x: 0, y: 1))))
        default:
            return manager.host.handle(event)
        }
    }
}
