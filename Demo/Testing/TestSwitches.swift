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
///   the terminal restored. The trap lives here, in the demo, never in the library.
/// - `TERMCELLS_TEST_LIVE_STEP=1`: `live` takes its next line when Down is pressed, not from
///   its clock. Its frames are then woken by input, as a key's are, so that `make bench` can
///   set a streamed frame beside a key with the same kind of wake-up (a frame woken by the
///   loop's own timer costs more on some machines, whatever it draws).
///
/// `table` applies its switches to its panel with ``prepare(_:)``, so the table panel users read
/// and copy carries no trace of them. `live`'s is an option of its producer
/// (``LiveProducer/stepsOnKeys``); the panel's one trace is the Down key that asks for a step.
enum TestSwitches {
    /// Whether the table demo shows the hostile section.
    static let hostile = value("TERMCELLS_TEST_HOSTILE") == "1"
    /// Whether drawing an item cell traps.
    static let crashInDraw = value("TERMCELLS_TEST_CRASH") == "draw"
    /// Whether `live` takes a line per Down key instead of from its clock.
    static let liveStepsOnKeys = value("TERMCELLS_TEST_LIVE_STEP") == "1"

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
            first.append(ProviderSection(count: { 1 }, item: { _ in TrapItem() }))
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
