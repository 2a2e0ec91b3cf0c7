import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The first-program article's snippets, typed as a user would (its Package.swift is this
// package's own manifest, with the path worked out). The program takes over the terminal, so
// its start-up is compiled here, not run; its screen and its content are run.

public struct ProcessEntry: Identifiable, Equatable, Sendable {
    public enum State: String, CaseIterable, Sendable {
        case running = "Running"
        case sleeping = "Sleeping"
        case other = "Other"
    }
    public let id: Int
    public var name: String
    public var state: State
    public var cpu: Double
    public var isBusy: Bool { cpu >= 50 }
}

public final class ProcessCell: TableCell, ModelTransfer {
    public func update(with model: ProcessEntry) {
        text = "\(model.id)  \(model.name)"
        detailText = "\(Int(model.cpu))%"
    }
}

public final class BusyProcessCell: TableCell, ModelTransfer {
    public func update(with model: ProcessEntry) {
        text = "\(model.id)  \(model.name) ▲"
        detailText = "\(Int(model.cpu))%"
        textStyle = .bold
    }
}

/// The article's screen: its registrations, `show`, `draw`; typing edits the filter.
@MainActor
private final class ProcessScreen {
    let manager = TableManager()
    private(set) var filter = ""
    private var processes: [ProcessEntry] = []
    var onChoose: ((ProcessEntry) -> Void)?

    init() {
        manager.register(BusyProcessCell.self) { mapping in
            mapping.condition = mapping.modelCondition { process, _ in process.isBusy }
            mapping.didSelect { [weak self] cell, process, indexPath in self?.onChoose?(process) }
        }
        manager.register(ProcessCell.self) { mapping in
            mapping.condition = mapping.modelCondition { process, _ in !process.isBusy }
            mapping.didSelect { [weak self] cell, process, indexPath in self?.onChoose?(process) }
        }
    }

    public func show(_ processes: [ProcessEntry]) {
        self.processes = processes
        var snapshot = StorageSnapshot<ProcessEntry.State>()
        let shown = filter.isEmpty ? processes : processes.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        for state in ProcessEntry.State.allCases {
            let members = shown.filter { $0.state == state }
            guard !members.isEmpty else { continue }
            snapshot.appendSections([state])
            snapshot.setHeaderModel("\(state.rawValue) (\(members.count))", forSection: state)
            snapshot.appendItems(members, toSection: state)
        }
        manager.memoryStorage.apply(snapshot)
    }

    public func draw(in canvas: any Canvas) {
        canvas.draw(
            filter.isEmpty ? "Type to filter" : "Filter: \(filter)", at: Point(x: 0, y: 0), width: canvas.size.width,
            style: .dim)
        manager.host.draw(
            in: ChildCanvas(
                parent: canvas, rect: Rect(x: 0, y: 1, width: canvas.size.width, height: canvas.size.height - 1)))
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        if case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty {
            filter.append(character)
            show(processes)
            return true
        }
        return manager.host.handle(event)
    }
}

@MainActor
private final class ViewerContent: ApplicationContent {
    let screen = ProcessScreen()
    func draw(on canvas: CursesCanvas, application: Application) { screen.draw(in: canvas) }
    func handle(_ event: InputEvent, application: Application) {
        if case .key(let key) = event, key.key == .escape { return application.quit(status: 130) }
        screen.handle(event)
    }
}

private struct ProcessSampler: Sendable {
    func sample() -> [ProcessEntry] { [ProcessEntry(id: 1, name: "init", state: .sleeping, cpu: 0)] }
}

// The article's top-level code (a main.swift), in a function no test calls.
@MainActor
private func startTheProgram() async -> Never {
    let application: Application
    do {
        application = try Application()
    } catch {
        FileHandle.standardError.write(Data("process-viewer: \(error.description)\n".utf8))
        exit(error.exitStatus)
    }
    let content = ViewerContent()
    let sampler = ProcessSampler()
    let refresher = Task.detached {  // work off the main actor…
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            let processes = sampler.sample()
            await MainActor.run {  // …shown on it
                content.screen.show(processes)
            }
        }
    }
    _ = refresher  // top-level code keeps it; a function would warn that it is unused
    exit(await application.run(content))
}

private final class Clock {
    var text = ""
}

// A timer of the running application: compiled, never called.
@MainActor
private func tick(_ application: Application, clock: Clock) {
    application.every(.seconds(1)) {
        clock.text = Date.now.formatted(date: .omitted, time: .standard)
    }  // a frame follows each tick; the timer ends with the application
}

@MainActor
@Test func typingFiltersByNameAndEnterChooses() {
    let screen = ProcessScreen()
    var chosen: ProcessEntry?
    screen.onChoose = { chosen = $0 }
    screen.show([ProcessEntry(id: 7, name: "sshd", state: .sleeping, cpu: 1)])
    let view = ScreenDriver(width: 44, height: 7, draw: screen.draw(in:), handle: screen.handle)
    view.type("ss")
    expectScreen(
        view,
        """
        Filter: ss
        Sleeping (1)
          7  sshd                                 1%
        """)
    view.press(.enter)
    #expect(chosen?.id == 7)
}

@MainActor
@Test func theArticlesCellsAreChosenByConditionWithoutAnomaly() {
    let screen = ProcessScreen()
    var chosen: [Int] = []
    screen.onChoose = { chosen.append($0.id) }
    screen.show([
        ProcessEntry(id: 9, name: "swift", state: .running, cpu: 90),
        ProcessEntry(id: 7, name: "sshd", state: .running, cpu: 1),
    ])
    let view = ScreenDriver(width: 30, height: 4, draw: screen.draw(in:), handle: screen.handle)
    expectScreen(
        view,
        """
        Type to filter
        Running (2)
          9  swift ▲               90%
          7  sshd                   1%
        """)
    view.press(.enter)
    #expect(chosen == [9])
    #expect(screen.manager.anomalyHandler.reported.isEmpty)
}

@MainActor
@Test func escapeQuitsWith130() throws {
    let screen = try ScreenDriver(application: ViewerContent(), width: 44, height: 5)
    screen.press(.escape)
    #expect(screen.content.application.exitStatus == 130)
}

private enum ProcessViewer {
    static func main() {
        MainActor.assumeIsolated {
            MainLoop.run {
                let application: Application
                do throws(TerminalStartupError) {
                    application = try Application()
                } catch {
                    FileHandle.standardError.write(Data("process-viewer: \(error.description)\n".utf8))
                    exit(error.exitStatus)
                }
                exit(await application.run(ViewerContent()))
            }
        }
    }
}

@Test func aStartUpErrorSaysWhyAndExitsWithTwo() {
    // What the catch above prints and exits with when the program is piped.
    let error = TerminalStartupError.inputNotATerminal
    #expect(error.description == "standard input is not a terminal")
    #expect(error.exitStatus == 2)
}
