import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Switches for the end-to-end tests, read once from the environment. They are not part of
/// the demo's interface and not in its help.
///
/// - `TERMCELLS_TEST_HOSTILE=1`: `table` shows a first section whose items, header (drawn
///   from the header template) and footer carry escape sequences and control characters
///   (``HostileText``), to prove none of them reaches the terminal.
/// - `TERMCELLS_TEST_CRASH=draw`: drawing an item cell traps, to prove a crash still leaves
///   the terminal restored. The trap lives here, in the demo, never in the library. With
///   `TERMCELLS_TEST_CRASH=end` the trapping cell is the table's last, drawn once End is
///   pressed: a crash after the start-up is done.
/// - `TERMCELLS_TEST_LIVE_STEP=1`: `live` takes its next line when Down is pressed, not from
///   its clock. Its frames are then woken by input, as a key's are, so that `make bench` can
///   set a streamed frame beside a key with the same kind of wake-up (a frame woken by the
///   loop's own timer costs more on some machines, whatever it draws).
/// - `TERMCELLS_TEST_SLOW_LOADER=FILE`: `tree`'s child loader answers 300 ms after it is asked
///   (the root, read as the program starts, excepted) and appends the monotonic clock's
///   nanoseconds at each answer to FILE, one line each, so that a test can time the frame
///   that shows the children from the answer.
/// - `TERMCELLS_TEST_INSERT_ABOVE=MS`: `table --height` prints a numbered line above its block
///   every MS milliseconds (``Application/insertAbove(_:)``), 40 lines in all, every third one
///   85 columns wide, each styled ("inserted" bold green, the number reversed), to prove that
///   the scrollback gets each line once, in order, whole and in its styles, through resizes;
///   `p` pauses and resumes them, the block's top row showing "paused".
/// - `TERMCELLS_TEST_KEEP_BLOCK=1`: `table --height` leaves its block on screen on exit
///   (``TerminalOptions/keepsInlineBlockOnExit``).
/// - `TERMCELLS_TEST_ESCAPE_DELAY=MS`: the commands started by ``DemoRunner`` wait MS
///   milliseconds for the rest of a sequence (``TerminalOptions/escapeDelay``), so that a test
///   can tell a key handled at once from one let through when the delay passed.
///
/// `table` and `tree` apply their switches to their panels with ``prepare(_:)``, so the panels
/// users read and copy carry no trace of them. `live`'s is an option of its producer
/// (``PacedStream/stepsOnKeys``); the panel's one trace is the Down key that asks for a step.
enum TestSwitches {
    /// Whether the table demo shows the hostile section.
    static let hostile = value("TERMCELLS_TEST_HOSTILE") == "1"
    /// Whether drawing an item cell traps: the table's first (`draw`) or its last (`end`).
    static let crashInDraw = ["draw", "end"].contains(value("TERMCELLS_TEST_CRASH"))
    /// Whether the trapping cell is the table's last rather than its first.
    static let crashAtEnd = value("TERMCELLS_TEST_CRASH") == "end"
    /// Whether `live` takes a line per Down key instead of from its clock.
    static let liveStepsOnKeys = value("TERMCELLS_TEST_LIVE_STEP") == "1"
    /// Where `tree`'s slowed loader notes its answers; nil when it is not slowed.
    static let slowLoaderLog = value("TERMCELLS_TEST_SLOW_LOADER").flatMap { $0.isEmpty ? nil : $0 }

    /// How often `table --height` prints a line above its block, in milliseconds; nil: never.
    static let insertAboveInterval = value("TERMCELLS_TEST_INSERT_ABOVE").flatMap(Int.init).flatMap {
        $0 > 0 ? $0 : nil
    }
    /// Whether `table --height` leaves its block on screen on exit.
    static let keepsInlineBlock = value("TERMCELLS_TEST_KEEP_BLOCK") == "1"
    /// The escape delay the commands started by ``DemoRunner`` use instead of theirs; nil: theirs.
    static let escapeDelay = value("TERMCELLS_TEST_ESCAPE_DELAY").flatMap { Int32($0) }.flatMap { $0 > 0 ? $0 : nil }

    private static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

extension TestSwitches {
    /// Puts the switched-on test content first in the table demo's storage: a section of
    /// hostile texts, and a section whose one cell traps when drawn.
    @MainActor
    static func prepare(_ panel: TablePanel) {
        var first: [ProviderSection] = []
        if crashInDraw {
            panel.manager.register(TrappingCell.self)
            let trap = ProviderSection(count: { 1 }, item: { _ in TrapItem() })
            if crashAtEnd {
                panel.storage.setSections(panel.storage.sections + [trap])
            } else {
                first.append(trap)
            }
        }
        if hostile {
            panel.manager.register(HostileItemCell.self)
            let items = HostileText.items.map { HostileItem(text: $0) }
            first.append(
                ProviderSection(
                    count: { items.count }, item: { items.indices.contains($0) ? items[$0] : nil },
                    headerModel: { HostileText.header }, footerModel: { HostileText.footer }))
        }
        guard !first.isEmpty else { return }
        panel.storage.setSections(first + panel.storage.sections)
    }
}

extension TestSwitches {
    /// Slows the tree demo's child loader down (`TERMCELLS_TEST_SLOW_LOADER`).
    @MainActor
    static func prepare(_ panel: TreePanel) {
        guard let log = slowLoaderLog, let loader = panel.outline.childLoader else { return }
        panel.outline.childLoader = { model in
            try await Task.sleep(for: .milliseconds(300))
            let children = try await loader(model)
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let line = "\(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n"
            let descriptor = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            if descriptor >= 0 {
                _ = line.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
                close(descriptor)
            }
            return children
        }
    }
}

/// The model of the cell that traps (`TERMCELLS_TEST_CRASH=draw`).
struct TrapItem {}

/// A cell whose draw traps, to check that a crash leaves the terminal restored.
final class TrappingCell: TableCell, ModelTransfer {
    func update(with model: TrapItem) {}

    override func draw(in canvas: any Canvas) {
        precondition(!TestSwitches.crashInDraw, "TERMCELLS_TEST_CRASH=draw")
        super.draw(in: canvas)
    }
}
