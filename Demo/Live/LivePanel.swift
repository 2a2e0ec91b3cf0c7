import Dispatch
import TermCellsCurses

/// `termcells-demo live` and the tour's Live tab: a log streaming in at a given rate
/// (``PacedStream``; each frame appends the lines due since the last). The table follows the
/// tail while it is at the end; scrolling up stops following and End resumes. Keys insert,
/// delete and move the line under the cursor, and `/` filters — a filter change that touches
/// few rows is applied as a diffed update, a larger one as a reload that keeps the cursor on
/// its line.
///
/// The log keeps its last ``keep`` lines (`--keep`, 100,000 by default; up to an eighth more
/// between trims): older lines leave the log and the table as new ones arrive, so memory and
/// the cost of a trim stay bounded however long the stream runs (2,000,000 lines at 100,000 a
/// second grew to 551 MB when everything was kept). A filter change over a long log runs in
/// steps between keys (``LiveFilterPass``), so keys are answered at once at any `--keep`.
///
/// Without a filter the table shows the log itself, so a streamed frame appends to one
/// storage, not two; a filter switches it to the matching lines, and clearing the filter back.
@MainActor
final class LivePanel: ContentPanel {
    /// The default of `--keep`.
    nonisolated static let defaultKeep = 100_000
    /// Changes to the table past this many rows reach it as one reload.
    nonisolated static let visibleReloadThreshold = 2_000
    let manager = TableManager()
    /// Every line received, in order, with the edits made by hand.
    private let log = SingleSectionStorage<LogLine>()
    /// The lines of `log` that match the filter, while one is set (empty otherwise).
    private let visible = SingleSectionStorage<LogLine>()
    /// What the table shows: `log` without a filter, `visible` with one.
    private var shown: SingleSectionStorage<LogLine>
    private let producer: PacedStream
    /// The filter as typed (matched ignoring case).
    private var query = ""
    /// The filter while it is typed, at the end of the status row (see ``statusField``).
    private let queryField = TextField()
    /// The filter change under way over a log too long to test between two keys.
    private var filterPass: LiveFilterPass?
    /// The last pass that ended, while the log's lines have not moved since: a query that
    /// extends its query narrows its matches.
    private var finishedPass: LiveFilterPass?
    /// Counts filter passes, so that a step scheduled for a replaced pass does nothing.
    private var filterGeneration = 0
    /// What the table shows while it has no line (the host's empty state).
    private let emptyState = SupplementaryView()
    private var editingQuery = false
    private var nextManualNumber = 1
    /// The most lines the log keeps.
    let keep: Int
    /// Lines that left the log to keep it at ``keep``.
    private(set) var trimmed = 0

    init(producer: PacedStream, keep: Int = LivePanel.defaultKeep) {
        self.producer = producer
        self.keep = max(1, keep)
        title = "TermCells — live log (\(producer.rate) lines/s)"
        log.anomalyHandler.anomalyAction = { _ in }
        // A filter change, a trim or a fast stream's frame swaps thousands of rows: one reload
        // for the table, not thousands of changes replayed one by one (see ``changeShown(_:)``).
        log.reloadThreshold = Self.visibleReloadThreshold
        visible.reloadThreshold = Self.visibleReloadThreshold
        shown = log
        manager.storage = log
        manager.host.followsTail = true
        emptyState.textStyle = .dim
        manager.host.backgroundView = emptyState
        manager.register(LogLineCell.self) { [unowned self] mapping in
            mapping.canMove { _, _, _ in true }
            mapping.moveItem { destination, _, line, _ in self.move(line, to: destination.item) }
        }
        // On the status bar: its reverse video, the cursor's character in normal video.
        queryField.style = Chrome.statusStyle
        queryField.cursorStyle = .plain
        // Each edit, a paste too, is one filter change; Enter keeps the filter, Esc clears it.
        queryField.onChange = { [unowned self] text in
            query = text
            applyFilter()
        }
        queryField.onSubmit = { [unowned self] _ in editingQuery = false }
        queryField.onCancel = { [unowned self] in
            editingQuery = false
            queryField.text = ""
            // Esc on an empty filter: the lines shown stay as they are.
            guard !query.isEmpty else { return }
            query = ""
            applyFilter()
        }
    }

    var received: Int { producer.produced }

    var tabTitle: String { "Live" }
    /// Built once: the chrome reads the title, the help and the status every frame.
    let title: String
    var statusField: TextField? { editingQuery ? queryField : nil }

    var about: String {
        "Log lines stream in at a given rate; the table follows the tail while it is at the end. "
            + "Insert, delete, reorder and filter: each change reaches the screen as a diffed update."
    }

    private static let editingHelp = "type to filter  ← → Backspace Ctrl-W  Enter keep  Esc clear"
    private static let browsingHelp = "↑↓ move  End follow  / filter  i insert  d delete  Shift-↑↓ reorder"

    var help: String { editingQuery ? Self.editingHelp : Self.browsingHelp }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  PgUp PgDn", "move; leaving the end stops following"),
            KeyHelp("End", "go to the end and follow the tail again"),
            KeyHelp("/", "filter (type, Enter keeps it, Esc clears it)"),
            KeyHelp("i", "insert a note after the cursor"),
            KeyHelp("d  Delete", "delete the line under the cursor"),
            KeyHelp("Shift-↑ Shift-↓", "move the line under the cursor"),
        ]
    }

    func prepareFrame() {
        let due = producer.takeDue()
        if !due.isEmpty { receive(due) }
        trimToKeep()
        emptyState.text =
            received == 0 ? "  waiting for the first line…" : filterPass == nil ? "  no line matches the filter" : ""
    }

    /// Appends the lines numbered `numbers` to the log, and to the table's lines when they
    /// match the filter.
    private func receive(_ numbers: Range<Int>) {
        // One line (a frame at up to 100 lines a second): no range to map.
        let lines = numbers.count == 1 ? [LogLine.generated(numbers.lowerBound)] : numbers.map(LogLine.generated)
        if shown === log {
            guard lines.count > Self.visibleReloadThreshold else {
                // Few lines reach the table as inserts, and the host follows the tail through
                // them itself (cursor on the last line, scrolled to the end): nothing to redo
                // after. A reload still pending is applied first, so the host takes them as
                // inserts, not inside that reload.
                _ = manager.host.cursor
                log.addItems(lines)
                return
            }
            changeShown { log.addItems(lines) }
            return
        }
        log.addItems(lines)
        // While a filter pass runs, it reaches the appended lines itself.
        guard filterPass == nil else { return }
        changeShown { visible.addItems(lines.filter(LogFilter(query).matches)) }
    }

    /// Lines the log may hold past ``keep`` before it is trimmed back: a trim costs O(keep)
    /// (the arrays shift, the storages rebuild their id index), so it is done once per
    /// `keep / 8` new lines, not every frame.
    var trimSlack: Int { max(1, keep / 8) }

    /// Drops the oldest lines past ``keep`` from the log and from the table once the log holds
    /// ``trimSlack`` more. The table shows a subsequence of the log in the same order, so the
    /// lines to drop from it are a prefix too: one range removal from each, which the table
    /// gets as one reload when it is large. A person reading older lines keeps them in place:
    /// the viewport and the cursor move up by the rows that left above them.
    private func trimToKeep() {
        let excess = log.items.count - keep
        guard excess >= trimSlack else { return }
        let leavingRows = shown === log ? excess : leavingVisibleRows(excess)
        let host = manager.host
        let cursor = host.cursor?.item
        let offset = host.contentOffset
        let following = changeShown {
            log.removeItems(in: 0..<excess)
            if shown !== log, leavingRows > 0 { visible.removeItems(in: 0..<leavingRows) }
        }
        trimmed += excess
        defer { restartFilterPass() }
        guard !following, leavingRows > 0 else { return }
        _ = host.cursor  // applies the reload, if the removal was one, before scrolling
        // Every row of the log is one line high, so offsets count rows.
        host.scroll(toContentOffset: max(0, offset - leavingRows))
        if let cursor, !shown.items.isEmpty {
            host.moveCursor(to: IndexPath(item: max(0, cursor - leavingRows), section: 0))
        }
    }

    /// How many of the filtered lines are among the log's first `excess`: a prefix of them.
    private func leavingVisibleRows(_ excess: Int) -> Int {
        let leaving = Set(log.items[0..<excess].lazy.map(\.id))
        var rows = 0
        let visibleItems = visible.items
        while rows < visibleItems.count, leaving.contains(visibleItems[rows].id) { rows += 1 }
        return rows
    }

    /// Runs `change` on what the table shows (it may switch ``shown``) and returns whether the
    /// table was following the tail before it, in which case it follows it after too. A change past
    /// ``visibleReloadThreshold`` rows reaches the table as a reload, which keeps the cursor's
    /// index and the scroll offset but knows nothing of the tail; the host's own
    /// follow-tail handles the smaller changes.
    @discardableResult
    private func changeShown(_ change: () -> Void) -> Bool {
        let host = manager.host
        _ = host.cursor  // applies a reload still pending, so the state read next is current
        let following = host.isFollowingTail
        change()
        guard following else { return false }
        if !shown.items.isEmpty, host.cursor?.item != shown.items.count - 1 {
            host.moveCursor(to: IndexPath(item: shown.items.count - 1, section: 0))
        }
        host.scroll(toContentOffset: host.maximumContentOffset)
        return true
    }

    /// Shows the lines of the log that match the query, through a ``LiveFilterPass``: a log
    /// short enough is filtered at once; a longer one in steps between keys, the table showing
    /// the previous lines until the pass ends. The table gets the change as a diff when few
    /// rows change and as one reload otherwise; either way a table that followed the tail
    /// still does, and the cursor stays on its line when that line still matches.
    private func applyFilter() {
        guard !query.isEmpty else {
            filterPass = nil
            finishedPass = nil
            filterGeneration += 1
            showLog()
            return
        }
        let filter = LogFilter(query)
        if let finishedPass, !filter.matchesNothing, !finishedPass.filter.matchesNothing,
            LiveFilterPass.narrows(filter.query, from: finishedPass.filter.query)
        {
            filterPass = LiveFilterPass(filter: filter, narrowing: finishedPass)
        } else {
            filterPass = LiveFilterPass(filter: filter)
        }
        filterGeneration += 1
        continueFilterPass(generation: filterGeneration)
    }

    /// One step of the filter pass; schedules the next on the main queue, or shows the result.
    private func continueFilterPass(generation: Int) {
        guard generation == filterGeneration, let done = filterPass?.step(over: log.items) else { return }
        guard done else {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.continueFilterPass(generation: generation) }
            }
            Application.wakeUp()
            return
        }
        guard let pass = filterPass else { return }
        let matches = pass.matches
        filterPass = nil
        finishedPass = pass
        let host = manager.host
        let cursorLine = host.cursor.flatMap { shown.item(atIndex: $0.item) }
        let following = changeShown {
            visible.setItems(at: matches, of: log)
            show(visible)
        }
        guard !following, let cursorLine, let logPosition = logIndex(of: cursorLine) else { return }
        // The matches are increasing positions in the log: the cursor's line is found by bisection.
        var low = 0
        var high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle] < logPosition { low = middle + 1 } else { high = middle }
        }
        guard low < matches.count, matches[low] == logPosition else { return }
        host.moveCursor(to: IndexPath(item: low, section: 0))
    }

    /// Shows the whole log again, the cursor on its line.
    private func showLog() {
        guard shown !== log else { return }
        let host = manager.host
        let cursorLine = host.cursor.flatMap { shown.item(atIndex: $0.item) }
        let following = changeShown { show(log) }
        visible.removeAllItems()
        guard !following, let cursorLine, let logPosition = logIndex(of: cursorLine) else { return }
        host.moveCursor(to: IndexPath(item: logPosition, section: 0))
    }

    /// Makes `storage` the table's (a reload that keeps the cursor's index until it is moved).
    private func show(_ storage: SingleSectionStorage<LogLine>) {
        guard shown !== storage else { return }
        shown = storage
        manager.storage = storage
    }

    var status: String {
        LiveStatusText(
            received: received, isDone: producer.total.map { received >= $0 } ?? false, showing: shown.items.count,
            filtering: filterPass?.progress(of: log.items.count), keptAfterDrops: trimmed > 0 ? keep : nil,
            // While it is typed, the field is drawn after "filter: /".
            isFollowing: manager.host.isFollowingTail, query: editingQuery ? "" : query.isEmpty ? nil : query,
            isQuiet: Application.running?.isAccessible ?? false
        ).text
    }

    var content: TableHost { manager.host }

    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where producer.stepsOnKeys && key.modifiers.isEmpty && key.key == .down:
            producer.step()
        case .key(let key) where editingQuery:
            // Every key is the filter's while it is typed; those it does not use do nothing.
            queryField.handle(key)
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("/"):
            editingQuery = true
            queryField.text = query
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("i"):
            insertNote()
        case .key(let key) where key.modifiers.isEmpty && (key.key == .character("d") || key.key == .delete):
            deleteCursorLine()
        case .paste where editingQuery:
            // One filter step for the whole paste; its line breaks and controls are not keys.
            queryField.handle(event)
        case .key, .mouse:
            return manager.host.handle(event)
        case .resize, .paste:
            return false
        }
        return true
    }

    func stop() {
        producer.stop()
    }

    // MARK: - Editing

    private func insertNote() {
        let line = LogLine(id: -nextManualNumber, level: .info, message: "✎ note \(nextManualNumber), added by hand")
        nextManualNumber += 1
        let cursorLine = manager.host.cursor.flatMap { shown.item(atIndex: $0.item) }
        let shownIndex = manager.host.cursor.map { $0.item + 1 } ?? shown.items.count
        if shown !== log {
            let logPosition = cursorLine.flatMap(logIndex(of:)).map { $0 + 1 } ?? log.items.count
            log.insertItems([line], at: logPosition)
        }
        shown.insertItems([line], at: min(shownIndex, shown.items.count))
        manager.host.moveCursor(to: IndexPath(item: min(shownIndex, shown.items.count - 1), section: 0))
        restartFilterPass()
    }

    private func deleteCursorLine() {
        guard let cursor = manager.host.cursor, let line = shown.item(atIndex: cursor.item) else { return }
        if shown !== log, let logPosition = logIndex(of: line) {
            log.removeItems(in: logPosition..<logPosition + 1)
        }
        shown.removeItems(in: cursor.item..<cursor.item + 1)
        restartFilterPass()
    }

    /// The index of `line` in the log, by a scan from the end (lines are edited near the tail,
    /// and a scan costs less than rebuilding the id index that every edit of the log drops).
    private func logIndex(of line: LogLine) -> Int? {
        log.items.lastIndex { $0.id == line.id }
    }

    /// Moves `line` to `destination` among the lines shown, and, under a filter, to the
    /// matching place in the log (before the line that follows it on screen). Both are one
    /// move of an item: the cursor goes with the line, and no id index is rebuilt.
    private func move(_ line: LogLine, to destination: Int) {
        guard let from = shown.items.lastIndex(where: { $0.id == line.id }) else { return }
        let to = min(destination, shown.items.count - 1)
        let next = to < from ? shown.item(atIndex: to) : shown.item(atIndex: to + 1)
        if shown !== log, let logFrom = logIndex(of: line) {
            // The place before `next` once the line left the log; the end when nothing follows.
            let logTo = next.flatMap(logIndex(of:)).map { $0 > logFrom ? $0 - 1 : $0 } ?? log.items.count - 1
            log.moveItem(at: logFrom, to: logTo)
        }
        shown.moveItem(at: from, to: to)
        restartFilterPass()
    }

    /// An edit of the log moved the lines a running filter pass has tested: it starts again.
    private func restartFilterPass() {
        finishedPass = nil
        if filterPass != nil { applyFilter() }
    }
}
