import Dispatch
import TermCellsCurses
import TermCellsLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pick --plain` (or `pick` with `TERM=dumb`): the lines of standard input as numbered pages
/// on the terminal (`/dev/tty`), filtered by pick's own matcher; a number typed there prints
/// that line on standard output, as the screen's Enter does.
///
/// Standard input is read on a thread of its own, as the screen does: the first page is shown
/// as soon as there are lines (a pipe that stays open does not hold it back, and `q` ends it),
/// and each answer takes in the lines that arrived meanwhile.
@MainActor
enum PickPlainRun {
    /// Runs the conversation; returns the exit status (0 chosen, 1 nothing to choose, 130
    /// quit, 2 no terminal to talk on).
    static func run() -> (status: Int32, chosen: [UInt8]) {
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            DemoRunner.writeError("termcells-demo pick: --plain needs a terminal (/dev/tty) to ask on\n")
            return (2, [])
        }
        defer { close(terminal) }
        let arrivals = DispatchSemaphore(value: 0)
        let feed = LineFeed(onPending: { arrivals.signal() })
        StandardInputReader.start(into: feed)
        let model = PickModel(options: PickOptions(), onResult: {})
        while model.store.count == 0 && model.isReading {
            arrivals.wait()
            _ = model.absorb(feed.drain())
        }
        guard model.store.count > 0 else {
            PlainConversation.send("No lines to choose from.\n", to: terminal)
            return (1, [])
        }
        let storage = ProviderStorage(count: { model.matchCount }, item: { model.row(atMatch: $0, waits: true)?.text })
        let presenter = LineModePresenter(storage: storage)
        presenter.onFilter = { query in
            // A conversation waits for its answer: the ranking is waited for, not shown later.
            model.setQuery(query)
            model.waitForResult()
            _ = model.takeResult()
            storage.reload()  // the storage re-reads its count
        }
        let takeArrivedLines = {
            if model.absorb(feed.drain()) > 0 { storage.reload() }
        }
        guard
            let chosen = PlainConversation.run(
                presenter, input: terminal, output: terminal, beforeAnswer: takeArrivedLines)
        else { return (130, []) }
        return (0, model.output(fallback: model.line(atMatch: chosen.item)).flatMap { $0 + [0x0A] })
    }
}
