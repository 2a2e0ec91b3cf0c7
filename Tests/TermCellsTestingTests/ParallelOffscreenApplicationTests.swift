import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// A program that shows its name, a count of the keys it was given and the lines that reached
/// it, in colour, so that a frame drawn on another test's screen shows as the wrong text.
@MainActor
private final class Counter: ApplicationContent {
    let name: String
    var presses = 0
    var lines: [String] = []

    init(name: String) { self.name = name }

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        canvas.draw("\(name) \(presses)", at: .zero, style: Style(foreground: .yellow, background: .blue))
        for (row, line) in lines.suffix(max(0, canvas.size.height - 2)).enumerated() {
            canvas.draw(line, at: Point(x: 0, y: row + 1), style: .plain)
        }
        canvas.draw(
            "\(application.size.width)x\(application.size.height)", at: Point(x: 0, y: canvas.size.height - 1),
            style: .dim)
    }

    func handle(_ event: InputEvent, application: Application) {
        if case .key = event { presses += 1 }
    }
}

/// One test's run: an offscreen application of its own size, driven a step at a time with
/// awaits between the steps, so that the tests of both suites (run in parallel, as Swift
/// Testing runs them) draw, resize and free their screens between each other's steps.
@MainActor
private func driveOwnScreen(name: String, width: Int, height: Int) async throws {
    let screen = try ScreenDriver(application: Counter(name: name), width: width, height: height)
    for step in 1...40 {
        screen.press(.character("x"))
        try await Task.sleep(for: .microseconds(200))
        screen.content.content.lines.append("\(name) line \(step)")
        screen.redraw()
        await Task.yield()
        if step == 10 {
            screen.resize(width: width + 3, height: height + 1)
            await Task.yield()
        }
        let rows = step >= 10 ? height + 1 : height
        let columns = step >= 10 ? width + 3 : width
        let shown = (max(1, step - (rows - 2) + 1)...step).map { "\(name) line \($0)" }
        let blank = Array(repeating: "", count: rows - 2 - shown.count)
        expectScreen(screen, (["\(name) \(step)"] + shown + blank + ["\(columns)x\(rows)"]).joined(separator: "\n"))
        #expect(screen.buffer.style(at: .zero) == Style(foreground: .yellow, background: .blue))
    }
}

/// Two suites, not serialized, whose tests each drive an offscreen application of their own
/// while the others do (what a user's package of application tests does).
@MainActor
@Suite struct ParallelOffscreenApplicationTests {
    @Test(arguments: 0..<6)
    func eachTestSeesOnlyItsOwnScreen(index: Int) async throws {
        try await driveOwnScreen(name: "first\(index)", width: 20 + index, height: 5 + index)
    }
}

@MainActor
@Suite struct MoreParallelOffscreenApplicationTests {
    @Test(arguments: 0..<6)
    func eachTestSeesOnlyItsOwnScreen(index: Int) async throws {
        try await driveOwnScreen(name: "second\(index)", width: 30 - index, height: 8 - index)
    }
}
