import TermCellsCurses
import TermCellsLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termcells-demo pick`: the query on the top row, a status line with the counts under it,
/// then the matching lines with the cursor (the layout of `fzf --reverse`, so the first match
/// sits next to what is typed).
///
/// Lines arrive from a reader thread through a ``LineFeed`` and are taken once per frame, so
/// the list fills in while the person types. A query is ranked off the main actor (see
/// ``PickModel``); when its matches arrive the list is reloaded with the best first and the
/// cursor on it, as fzf does, and each row highlights the characters the query matched.
@MainActor
final class PickScreen: ApplicationContent {
    /// How Enter or Esc ended the picker.
    enum Outcome {
        /// Enter or an `--expect` key, with something chosen.
        case chosen(PickResult)
        /// Enter or an `--expect` key with no match under the cursor (exit 1).
        case nothingToChoose(PickResult)
        case cancelled
    }

    let manager = TableManager()
    let model: PickModel
    private let storage: ProviderStorage
    private let feed: LineFeed
    private let options: PickOptions
    private var allowsMultiple: Bool { options.allowsMultiple }
    private var showsTiming: Bool { options.showsTiming }
    /// The query being typed: a ``TextField`` (its keys, paste and scrolling are the library's).
    let queryField = TextField()
    /// The query last ranked.
    private var query = ""
    /// Whether the field's text changed since it was last ranked: the edits of one read of
    /// the terminal (a burst of typed keys, a paste without bracketed paste) are ranked once,
    /// when the frame is drawn, not once per key.
    private var queryEdited = false
    private var listRect = Rect.zero
    /// The `--preview` pane's content, nil without the option.
    let preview: PickPreview?
    private var lastFilterDuration: Duration?
    /// Where the focus is for accessible mode: the query after typing, the cursor's line
    /// after a move (which a ranking that finishes later then leaves where it is).
    private var focusOnQuery = true
    /// When the query being ranked was typed (for --debug-timing).
    private var queryStarted: ContinuousClock.Instant?
    private(set) var outcome = Outcome.cancelled
    /// What the list shows while it has no line (the host's empty state).
    private let emptyState = SupplementaryView()

    /// A picker for the lines of `feed`; `model` holds those already taken from it, if any
    /// (`-1`, `-0`: see ``PickDeferredStart``).
    init(feed: LineFeed, options: PickOptions, model existing: PickModel? = nil) {
        model = existing ?? PickModel(options: options, onResult: Application.wakeUp)
        self.feed = feed
        self.options = options
        preview = options.previewCommand.map(PickPreview.init(command:))
        PickPreview.current = preview
        let model = model
        storage = ProviderStorage(count: { model.matchCount }, item: { model.row(atMatch: $0) })
        // Changes larger than this are cheaper as a reload than replayed one by one onto the layout.
        storage.reloadThreshold = 2_000
        manager.storage = storage
        manager.host.showsScrollIndicator = true
        emptyState.textStyle = .dim
        manager.host.backgroundView = emptyState
        manager.register(PickLineCell.self)
        queryField.style = .bold
        queryField.text = options.query
        queryField.onChange = { [unowned self] _ in
            queryEdited = true
            focusOnQuery = true
        }
        if existing != nil {
            query = queryField.text
            queryStarted = ContinuousClock.now
        } else if !queryField.text.isEmpty {
            setQuery(queryField.text)
        }
    }

    // MARK: Drawing

    func draw(on canvas: CursesCanvas, application: Application) {
        // Keys of a burst still waiting to be read would replace this query at once: it is
        // ranked when the burst has been read, so a long burst parses its query a few times,
        // not once per read.
        if !keysAreWaiting(on: application.terminal) { rankEditedQuery() }
        absorbInput()
        let size = canvas.size
        guard size.height > 0 else { return }
        let promptWidth = min(
            canvas.draw(options.prompt, at: .zero, style: Style(foreground: .cyan, attributes: .bold)), size.width)
        var top = 1
        if size.height >= 2 {
            canvas.draw(" " + status(application), row: 1, style: .dim)
            top = 2
        }
        // --header-lines: the first input lines, under the status line, never matched.
        for header in model.headers where top < size.height - 1 {
            canvas.draw(" " + header, row: top, style: Style(foreground: .yellow))
            top += 1
        }
        var bottom = size.height
        if size.height >= 6 {
            let help =
                allowsMultiple
                ? "↑↓ move  Tab/Space choose  Enter print  Esc cancel"
                : "↑↓ move  PgUp/PgDn  Home/End  Enter print  Esc cancel"
            canvas.draw(" " + help, row: size.height - 1, style: .dim)
            bottom -= 1
        }
        let height = max(0, bottom - top)
        // --preview: the right half, after a rule, when the terminal is wide enough.
        let previewWidth = preview != nil && size.width >= 20 ? size.width / 2 : 0
        listRect = Rect(x: 0, y: top, width: size.width - previewWidth, height: height)
        emptyState.text = emptyStateText
        manager.host.draw(in: canvas.child(in: listRect))
        // In accessible mode the terminal's own cursor is the query's, and it is there only while
        // typing (after a move it is on the list's line); otherwise the field draws its own.
        queryField.drawsCursor = !application.isAccessible
        queryField.isFocused = focusOnQuery || !application.isAccessible
        queryField.draw(in: canvas.child(in: Rect(x: promptWidth, y: 0, width: size.width - promptWidth, height: 1)))
        if let preview, previewWidth > 0 {
            drawPreview(
                preview, in: Rect(x: size.width - previewWidth, y: top, width: previewWidth, height: height), on: canvas
            )
        }
    }

    private func drawPreview(_ preview: PickPreview, in rect: Rect, on canvas: CursesCanvas) {
        let line = manager.host.cursor.flatMap { model.shownLine(atMatch: $0.item) }
        preview.show(line: line, bytes: line.map(model.printedBytes(ofLine:)) ?? [])
        for row in 0..<rect.height {
            canvas.draw("│", at: Point(x: rect.x, y: rect.y + row), style: .dim)
            let text = row < preview.lines.count ? preview.lines[row] : (row == 0 && preview.isRunning ? "…" : "")
            canvas.draw(text, at: Point(x: rect.x + 2, y: rect.y + row), width: max(0, rect.width - 2))
        }
    }

    /// Why the list is empty: nothing read yet, or nothing matches the query.
    private var emptyStateText: String {
        if model.store.count == 0 { return model.isReading ? "  waiting for lines…" : "  no input lines" }
        if model.isRanking { return "" }
        return model.queryIsTooLong ? "  no match: the query is over \(PickModel.longestQuery >> 10) KiB" : "  no match"
    }

    private func status(_ application: Application) -> String {
        // While the count is finished, the matches found so far: at least that many.
        var parts = [
            (model.isCounting ? "≥" : "") + "\(model.matchCount.groupedDigits)/\(model.store.count.groupedDigits)"
                + (model.isReading ? " (reading…)" : "") + (model.isRanking ? " ⋯" : "")
        ]
        // Accessible mode: no counts ticking while lines arrive; they are said once read.
        if application.isAccessible && model.isReading { parts = ["reading…"] }
        if !model.chosen.isEmpty { parts.append("\(model.chosen.count.groupedDigits) chosen") }
        if model.store.truncatedLineCount > 0 {
            parts.append("\(model.store.truncatedLineCount.groupedDigits) cut at 1 MiB")
        }
        if model.store.droppedLineCount > 0 {
            parts.append("\(model.store.droppedLineCount.groupedDigits) lines over the limit dropped")
        }
        if showsTiming, let lastFilterDuration {
            let microseconds =
                lastFilterDuration.components.seconds * 1_000_000 + lastFilterDuration.components.attoseconds
                / 1_000_000_000_000
            parts.append("filter \(Double(microseconds) / 1000) ms")
        }
        if let anomaly = application.lastAnomaly { parts.append("⚠ " + anomaly) }
        return parts.joined(separator: " · ")
    }

    /// Takes the lines read since the last frame and shows those that match, and the matches
    /// of a query whose ranking has finished.
    private func absorbInput() {
        if model.takeResult() {
            storage.reload()
            // The best match takes the cursor, unless a key moved it while the query was ranked.
            if model.matchCount > 0 && focusOnQuery { manager.host.moveCursor(to: IndexPath(item: 0, section: 0)) }
            if let queryStarted { lastFilterDuration = queryStarted.duration(to: .now) }
        }
        let added = model.absorb(feed.drain())
        guard added > 0 else { return }
        // Unranked (input order), new matches go at the end (the top with --tac); ranked, anywhere.
        if model.isShowingRanks || model.showsNewestFirst { storage.reload() } else { storage.didAppend(count: added) }
    }

    // MARK: Input

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key):
            handle(key, application: application)
        case .mouse(let mouse):
            let host = manager.host
            host.handle(.mouse(mouse.relative(to: listRect.origin)))
            // A click moves the cursor; choosing is the keyboard's job.
            for indexPath in host.selectedIndexPaths { host.deselectItem(at: indexPath) }
        case .paste:
            // One edit, however long: one filter step. Line breaks and other controls are
            // dropped (a copied line's newline must not end the picker, nor stay in the query).
            focusOnQuery = true
            queryField.handle(event)
        case .resize:
            break
        }
    }

    private func handle(_ key: KeyEvent, application: Application) {
        let host = manager.host
        focusOnQuery = false  // a move; a key of the query takes it back
        if !options.expectedKeys.isEmpty, let name = PickKeyNames.name(of: key), options.expectedKeys.contains(name) {
            finish(application, key: name)
            return
        }
        switch key.key {
        case .enter:
            finish(application, key: "")
        case .escape, .control("c"), .control("g"), .control("q"):
            outcome = .cancelled
            application.quit(status: 130)
        case .up, .control("p"), .control("k"):
            host.handle(KeyEvent(.up))
        case .down, .control("n"), .control("j"):
            host.handle(KeyEvent(.down))
        case .pageUp, .pageDown, .home, .end:
            host.handle(KeyEvent(key.key))
        case .tab where allowsMultiple, .character(" ") where allowsMultiple:
            toggleCursorLine(thenMove: .down)
        case .backTab where allowsMultiple:
            toggleCursorLine(thenMove: .up)
        default:
            // The query's keys (Home and End are the list's, Ctrl-K moves up, as in fzf; Ctrl-A
            // and Ctrl-E go to the query's ends). An edit ranks the new query (onChange).
            if queryField.handle(key) { focusOnQuery = true }
        }
    }

    /// Ends with the chosen lines (the cursor's when none is chosen); `key` is the `--expect`
    /// key that ended it ("" for Enter).
    private func finish(_ application: Application, key: String) {
        let host = manager.host
        // Matches still being ranked: the choice is made among the newest query's.
        rankEditedQuery()
        model.waitForResult()
        if model.takeResult() { storage.reload() }
        let cursorLine = host.cursor.flatMap { model.line(atMatch: $0.item) } ?? model.line(atMatch: 0)
        let result = PickResult(query: query, key: key, lines: model.output(fallback: cursorLine))
        if result.lines.isEmpty {
            outcome = .nothingToChoose(result)
            application.quit(status: 1)
        } else {
            outcome = .chosen(result)
            application.quit(status: 0)
        }
    }

    private func toggleCursorLine(thenMove direction: Key) {
        let host = manager.host
        guard let cursor = host.cursor, let line = model.line(atMatch: cursor.item) else { return }
        model.toggle(line)
        storage.didUpdate(at: cursor.item)
        host.handle(KeyEvent(direction))
    }

    /// Whether more input already waits on the terminal (a burst of typed keys, such as a
    /// paste without bracketed paste, still arriving): the loop reads it and draws again.
    private func keysAreWaiting(on terminal: CursesTerminal) -> Bool {
        var ready = pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) == 1 && ready.revents & Int16(POLLIN) != 0
    }

    /// Ranks the field's text if it was edited since it was last ranked.
    private func rankEditedQuery() {
        guard queryEdited else { return }
        queryEdited = false
        setQuery(queryField.text)
    }

    /// Starts ranking `text`; the matches replace the list when they arrive (at once for an
    /// empty query: every line in input order).
    private func setQuery(_ text: String) {
        guard text != query else { return }
        queryStarted = ContinuousClock.now
        query = text
        model.setQuery(text)
        if !model.isRanking {
            storage.reload()
            // The first line takes the cursor, unless a key after the edit moved it.
            if model.matchCount > 0 && focusOnQuery { manager.host.moveCursor(to: IndexPath(item: 0, section: 0)) }
        }
    }
}
