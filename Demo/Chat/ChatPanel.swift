import Dispatch
import TermCellsCurses

/// `termcells-demo chat` and the tour's Chat tab: a conversation replayed token by token
/// (``ChatReplay``, paced by a ``PacedStream``) into a table of ``MessageCell`` rows. The
/// message being written grows in place; the table follows the tail while it is at the end,
/// and a reader who moved up keeps what they read, the host's `↓ N new` mark saying how much
/// came below. `/` searches the messages.
///
/// Inline (`--height`), each finished message is printed above the block, into the terminal's
/// scrollback in its role's colours (``Application/insertAbove(_:)``), and leaves the table:
/// the block shows the message being written.
@MainActor
final class ChatPanel: ContentPanel {
    let manager = TableManager()
    private var replay: ChatReplay
    /// The script's messages still to parse, while there are: parsed in steps between frames
    /// (``continueParsing()``), so a long script's first screen shows at once.
    private var rest: ChatScriptParser?
    private var parsing = false
    private let stream: PacedStream
    /// The replay's steps before the first message streamed (see `init`'s `first`): the
    /// stream's item `n` is the replay's step `skipped + n`.
    private let skipped: Int
    /// Whether the messages shown at once still have to go to the scrollback (inline).
    private var printsShownMessages: Bool
    /// Whether the table still has to go to the end of the messages shown at once, as End
    /// does, once it has been laid out: from there it follows the conversation.
    private var startsAtTheEnd: Bool
    /// The replay's message the table's last row shows, while one does.
    private var lastShownMessage: Int?
    /// Messages printed above the block (inline) and gone from the table.
    private var printedAbove = 0
    private let searchField = TextField()
    private var editingSearch = false
    /// The last search, for `n` and `N`.
    private var query = ""
    private var searchResult = ""
    /// What the last `y` did: the message copied, or why nothing was.
    private var copyNote = ""
    /// The search under way, and its number: an answer that comes after another search began
    /// is dropped.
    private var searchTask: Task<Void, Never>?
    private var searchGeneration = 0
    let title: String

    /// A replay of `script` at `tokensPerSecond` words a second from message `first` (0-based):
    /// the messages before it show at once. `rest` parses the messages after the script's,
    /// a long script's, while they stream.
    init(script: ChatScript, rest: ChatScriptParser? = nil, tokensPerSecond: Int, from first: Int = 0) {
        replay = ChatReplay(script)
        self.rest = rest
        skipped = replay.steps(before: first)
        stream = PacedStream(rate: tokensPerSecond, total: replay.stepCount - skipped)
        title = "TermCells — chat (\(tokensPerSecond) tokens/s)"
        manager.host.followsTail = true
        manager.register(MessageCell.self)
        let shown = Array(script.messages.prefix(first))
        manager.memoryStorage.addItems(shown)
        printsShownMessages = !shown.isEmpty
        if !shown.isEmpty { lastShownMessage = shown.count - 1 }
        startsAtTheEnd = !shown.isEmpty
        searchField.style = Chrome.statusStyle
        searchField.cursorStyle = .plain
        searchField.onSubmit = { [unowned self] text in
            editingSearch = false
            query = text
            find(forward: true)
        }
        searchField.onCancel = { [unowned self] in editingSearch = false }
    }

    var content: TableHost { manager.host }
    var tabTitle: String { "Chat" }
    var statusField: TextField? { editingSearch ? searchField : nil }

    var about: String {
        "A conversation streams in token by token: the message being written grows in place while "
            + "the table follows it; move up to read, and a mark counts what came below."
    }

    var help: String {
        editingSearch
            ? "type to search  Enter find  Esc cancel"
            : "↑↓ move  ←→ scroll code  End follow  p pause  / search  n N next/previous  y copy"
    }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  PgUp PgDn", "move; leaving the end stops following"),
            KeyHelp("End", "go to the end and follow the conversation again"),
            KeyHelp("← →", "scroll the code blocks of the message under the cursor"),
            KeyHelp("p", "pause the conversation, or go on"),
            KeyHelp("/", "search the messages, `assistant: text` one role's (Enter finds, Esc cancels)"),
            KeyHelp("n  N", "the next or the previous message with the search"),
            KeyHelp("y", "copy the message under the cursor to the clipboard (OSC 52)"),
        ]
    }

    var status: String {
        let shown = printedAbove + manager.memoryStorage.numberOfItems(inSection: 0)
        // While the script is parsed, its messages so far, and a "+".
        let messages = "\(replay.messages.count)\(rest == nil ? "" : "+")"
        let progress =
            isDone
            ? "\(messages) messages"
            : "message \(shown) of \(messages), \(stream.isPaused ? "paused" : "streaming")"
        // While it is typed, the search field is drawn after its label, as live's filter is.
        if editingSearch { return "\(progress) · search: /" }
        return ([progress] + [searchResult, copyNote].filter { !$0.isEmpty }).joined(separator: " · ")
    }

    /// Whether the whole script has been parsed and replayed.
    private var isDone: Bool { rest == nil && stream.isDone }

    func prepareFrame() {
        if printsShownMessages { printShownMessages() }
        if rest != nil, !parsing {
            parsing = true
            continueParsing()
        }
        let due = stream.takeDue()
        guard !due.isEmpty else { return }
        if startsAtTheEnd {
            startsAtTheEnd = false
            manager.host.handle(.key(KeyEvent(.end)))
        }
        show(replay.state(afterStep: skipped + due.upperBound - 1))
    }

    /// How long one step of parsing may take, in nanoseconds: keys are answered between steps.
    private static let parseBudget: UInt64 = 8_000_000

    /// Parses the script's messages for about ``parseBudget``, adds them to the replay (whose
    /// stream can then go further), and schedules the next step while some are left.
    private func continueParsing() {
        guard var parser = rest else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        var parsed: [ChatMessage] = []
        var failed = false
        do {
            repeat {
                parsed += try parser.parse(lineLimit: 1_024)
            } while !parser.isDone && DispatchTime.now().uptimeNanoseconds - start < Self.parseBudget
        } catch {
            // Only text before the first role line is a problem, and that was read before
            // the screen started: this is not reached, and would end the parse.
            failed = true
        }
        rest = parser.isDone || failed ? nil : parser
        replay.append(parsed)
        stream.total = replay.stepCount - skipped
        Application.running?.setNeedsDisplay()
        guard rest != nil else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.continueParsing() }
        }
        Application.wakeUp()
    }

    /// Inline, the messages shown at once go to the scrollback before the first frame, as the
    /// ones that finish later do.
    private func printShownMessages() {
        printsShownMessages = false
        guard let application = Application.running, application.terminal.isInline else { return }
        let storage = manager.memoryStorage
        let count = storage.numberOfItems(inSection: 0)
        let messages = (0..<count).compactMap { storage.item(at: IndexPath(item: $0, section: 0)) as? ChatMessage }
        let styles = application.theme.messages
        guard application.insertAbove(messages.flatMap { Self.printedLines(of: $0, styles: styles) }) else { return }
        storage.removeItems(fromSection: 0)
        printedAbove += count
    }

    /// A message as it goes to the scrollback, in its role's colours as the table shows it
    /// (`styles`, the theme's): the role line and the text as written, then a blank line, so
    /// the scrollback reads as the script does and the terminal wraps (and rewraps) long lines
    /// itself. Block lines (between fences of three backticks, or indented four spaces) take
    /// the block style, the rest the text style.
    static func printedLines(of message: ChatMessage, styles: MessageStyles) -> [StyledLine] {
        let style = styles[message.role]
        var inFence = false
        let text = message.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isFence = line.drop { $0 == " " }.hasPrefix("```")
            defer { if isFence { inFence.toggle() } }
            let isBlock = isFence || inFence || line.hasPrefix("    ")
            return StyledLine(String(line), style: isBlock ? style.block : style.text)
        }
        return [StyledLine(message.role.map { "\($0.name):" } ?? "", style: style.roleLine)] + text + [""]
    }

    /// Brings the table to the replay's state: the messages finished since the last frame
    /// whole, then the one being written as far as it came.
    private func show(_ state: (message: Int, text: Substring)) {
        let storage = manager.memoryStorage
        let messages = replay.messages
        var next = lastShownMessage ?? -1
        // The message the last frame left growing is whole once the replay is past it.
        if next >= 0, next < state.message {
            let rows = storage.numberOfItems(inSection: 0)
            if rows > 0 { storage.replaceItem(at: IndexPath(item: rows - 1, section: 0), with: messages[next]) }
            printAboveIfInline(messages[next])
        }
        next += 1
        while next < state.message {
            storage.addItem(messages[next])
            printAboveIfInline(messages[next])
            next += 1
        }
        let current = ChatMessage(role: messages[state.message].role, text: String(state.text))
        let rows = storage.numberOfItems(inSection: 0)
        if lastShownMessage == state.message, rows > 0 {
            storage.replaceItem(at: IndexPath(item: rows - 1, section: 0), with: current)
        } else {
            storage.addItem(current)
        }
        lastShownMessage = state.message
        // The replay's last step leaves the last message whole.
        if isDone { printAboveIfInline(current) }
    }

    /// Inline: `message`, whole in the table's last row, is printed above the block and taken
    /// out of the table.
    private func printAboveIfInline(_ message: ChatMessage) {
        let storage = manager.memoryStorage
        let rows = storage.numberOfItems(inSection: 0)
        guard rows > 0, let application = Application.running, application.terminal.isInline,
            application.insertAbove(Self.printedLines(of: message, styles: application.theme.messages))
        else { return }
        storage.removeItems(at: [IndexPath(item: rows - 1, section: 0)])
        printedAbove += 1
    }

    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where editingSearch:
            searchField.handle(key)
        case .paste where editingSearch:
            searchField.handle(event)
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("/"):
            editingSearch = true
            searchField.text = query
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("p"):
            if stream.isPaused { stream.resume() } else { stream.pause() }
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("n"):
            find(forward: true)
        case .key(let key) where key.modifiers.isEmpty && key.key == .character("y"):
            copyMessageUnderCursor()
        case .key(let key) where key.modifiers == .shift && key.key == .character("N"),
            .key(let key) where key.modifiers.isEmpty && key.key == .character("N"):
            find(forward: false)
        case .key, .mouse:
            return manager.host.handle(event)
        case .resize, .paste:
            return false
        }
        return true
    }

    /// Copies the text of the message under the cursor to the terminal's clipboard, and says
    /// so in the status (or that this terminal takes no copy).
    private func copyMessageUnderCursor() {
        guard let row = manager.host.cursor?.item,
            let message = manager.memoryStorage.item(at: IndexPath(item: row, section: 0)) as? ChatMessage,
            let application = Application.running
        else { return }
        copyNote =
            application.copyToClipboard(message.text)
            ? "copied message \(printedAbove + row + 1)" : "this terminal takes no copy (OSC 52)"
    }

    /// Moves the cursor to the next (or previous) message holding ``query``, ignoring case,
    /// after (before) the cursor's and around; says so in the status when none does. The
    /// messages are searched off the main actor (``ChatSearch``): keys are answered while a
    /// long transcript is searched, and a new search replaces the one under way.
    private func find(forward: Bool) {
        guard !query.isEmpty else { return }
        copyNote = ""
        let count = min(manager.memoryStorage.numberOfItems(inSection: 0), replay.messages.count - printedAbove)
        guard count > 0,
            let last = manager.memoryStorage.item(at: IndexPath(item: count - 1, section: 0)) as? ChatMessage
        else { return }
        let terms = ChatSearch.terms(of: query, roles: ChatScript.roles)
        let search = ChatSearch(
            messages: replay.messages[printedAbove..<printedAbove + count], lastText: last.text,
            needle: terms.needle, role: terms.role, start: manager.host.cursor?.item ?? (forward ? -1 : count),
            forward: forward)
        let (shownQuery, firstNumber) = (query, printedAbove)
        searchTask?.cancel()
        searchGeneration += 1
        let generation = searchGeneration
        searchResult = "searching for “\(shownQuery)”…"
        searchTask = Task.detached { [weak self] in
            let number = search.firstMatch().map { firstNumber + $0 }
            guard !Task.isCancelled else { return }
            // Through the main queue, then a wake-up: the main loop serves the queue when woken.
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.show(searchResult: number, of: shownQuery, generation: generation) }
            }
            Application.wakeUp()
        }
    }

    /// The answer of the search numbered `generation`, unless another replaced it: the cursor
    /// on message `number` (0-based in the conversation), or the status saying none holds it.
    private func show(searchResult number: Int?, of shownQuery: String, generation: Int) {
        guard generation == searchGeneration else { return }
        searchTask = nil
        defer { Application.running?.setNeedsDisplay() }
        guard let number else {
            searchResult = "no message holds “\(shownQuery)”"
            return
        }
        let row = number - printedAbove
        // Inline, the message may have gone to the scrollback meanwhile.
        guard row >= 0, row < manager.memoryStorage.numberOfItems(inSection: 0) else {
            searchResult = "“\(shownQuery)” in message \(number + 1), in the scrollback"
            return
        }
        manager.host.moveCursor(to: IndexPath(item: row, section: 0))
        searchResult = "“\(shownQuery)” in message \(number + 1)"
    }

    func stop() {
        stream.stop()
        searchTask?.cancel()
        // The parse steps scheduled end at the next one.
        rest = nil
    }
}
