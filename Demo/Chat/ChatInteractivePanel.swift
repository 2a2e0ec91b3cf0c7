import TermCellsCurses

/// `termcells-demo chat --interactive`: a conversation typed into a prompt (a ``TextArea`` at
/// the bottom) above which a ``ChatTranscript`` shows the messages. Each question gets a
/// ``CannedAnswer`` streamed word by word from a task through the reply's handle.
///
/// The prompt and the transcript take keys in turn, as the Transcripts article shows: Esc gives
/// the focus to the transcript (↑ ↓ move, `y` copies the message under the cursor, `z` folds or
/// unfolds its blocks, `q` quits), Enter or `i` gives it back. PageUp and PageDown scroll the
/// transcript from either.
///
/// Inline (`--height`), each finished message is drawn into the terminal's scrollback as its
/// cell shows it, in its role's colours and with every block whole, and leaves the transcript.
@MainActor
final class ChatInteractivePanel: DemoPanel {
    let manager = TableManager()
    let transcript = ChatTranscript()
    let prompt = TextArea(placeholder: "Ask anything (Enter sends, Alt-Enter a new line)")
    private(set) var promptHasFocus = true
    private let tokensPerSecond: Int
    private let answerWords: Int
    /// The answers streaming, by their message, until a frame sees them finished: cancelled
    /// when the program stops.
    private var answers: [ChatTranscript.MessageID: Task<Void, Never>] = [:]
    /// Messages printed above the block (inline) and gone from the transcript.
    private var printedAbove = 0
    /// What the last `y` or `z` did, until the next key.
    private var note = ""
    /// Measures a message folded and unfolded, to tell whether `z` changes anything.
    private let measuringCell = MessageCell()

    let title: String
    var tabTitle: String { "Chat" }

    /// An empty conversation, or one of `generatedMessages` made-up messages (to try a long
    /// one); answers stream at `tokensPerSecond` words a second, `answerWords` words of filler
    /// in each.
    init(tokensPerSecond: Int, answerWords: Int, generatedMessages: Int = 0) {
        self.tokensPerSecond = tokensPerSecond
        self.answerWords = answerWords
        title = "TermCells — chat (\(tokensPerSecond) tokens/s)"
        manager.storage = transcript
        manager.register(MessageCell.self)
        manager.host.followsTail = true
        prompt.onSubmit = { [unowned self] question in ask(question) }
        if generatedMessages > 0 { generate(generatedMessages) }
    }

    var isEditingText: Bool { promptHasFocus }

    var about: String {
        "Type a question: the answer streams in word by word while the transcript follows it. "
            + "Esc moves to the transcript to copy or fold a message; Enter comes back to the prompt."
    }

    var help: String {
        promptHasFocus
            ? "Enter send  Alt-Enter new line  ↑ history  PgUp PgDn scroll  Esc transcript"
            : "↑↓ move  y copy  z fold  End follow  Enter prompt"
    }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("Enter", "send the question (in the transcript: back to the prompt)"),
            KeyHelp("Alt-Enter  Ctrl-J", "a new line in the prompt (Shift-Enter with the kitty keyboard)"),
            KeyHelp("↑ ↓", "in the prompt: its lines, then the questions asked before"),
            KeyHelp("Ctrl-_", "undo in the prompt"),
            KeyHelp("PgUp PgDn", "scroll the transcript, from the prompt too"),
            KeyHelp("Esc", "from the prompt to the transcript"),
            KeyHelp("i", "from the transcript back to the prompt"),
            KeyHelp("End", "in the transcript: go to the end and follow it again"),
            KeyHelp("y", "copy the message under the cursor to the clipboard (OSC 52)"),
            KeyHelp("z", "fold or unfold the long blocks of the message under the cursor"),
        ]
    }

    var status: String {
        let count = printedAbove + transcript.count
        let streaming = answers.isEmpty ? "" : ", answering"
        let focus = promptHasFocus ? "" : " · transcript"
        let shown = "\(count) message\(count == 1 ? "" : "s")\(streaming)\(focus)"
        return note.isEmpty ? shown : shown + " · " + note
    }

    func prepareFrame() {
        // An answer is done once its reply finished; inline, its message has left by then.
        answers = answers.filter { transcript.entry(for: $0.key)?.state == .streaming }
        guard let application = Application.running, application.terminal.isInline else { return }
        for entry in transcript.removeFinished() {
            var message = entry.message
            // The scrollback cannot unfold: it gets every line.
            message.isUnfolded = true
            let cell = MessageCell()
            cell.update(with: message)
            application.insertAbove(cell)
            printedAbove += 1
        }
    }

    func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        let marker = "› "
        let promptWidth = max(1, width - marker.count)
        let promptHeight = min(prompt.height(forWidth: promptWidth), canvas.size.height)
        let top = canvas.size.height - promptHeight
        manager.host.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: width, height: top)))
        guard promptHeight > 0 else { return }
        // The marker's column is blank below the prompt's first line (a grown prompt's rows were the transcript's).
        canvas.fill(Rect(x: 0, y: top, width: marker.count, height: promptHeight), style: .plain)
        canvas.draw(marker, at: Point(x: 0, y: top), style: promptHasFocus ? .bold : .dim)
        prompt.draw(in: canvas.child(in: Rect(x: marker.count, y: top, width: promptWidth, height: promptHeight)))
    }

    func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else {
            // A paste is the prompt's; a mouse report the transcript's.
            if case .paste = event { return promptHasFocus && prompt.handle(event) }
            return manager.host.handle(event)
        }
        note = ""
        let plain = key.modifiers.isEmpty
        switch (promptHasFocus, key.key) {
        case (true, .escape) where plain, (false, .enter) where plain, (false, .character("i")) where plain:
            promptHasFocus.toggle()
            prompt.isFocused = promptHasFocus
            return true
        case (_, .pageUp), (_, .pageDown):
            return manager.host.handle(event)
        case (true, _):
            return prompt.handle(key)
        case (false, .character("y")) where plain:
            copyMessageUnderCursor()
            return true
        case (false, .character("z")) where plain:
            foldMessageUnderCursor()
            return true
        case (false, _):
            return manager.host.handle(event)
        }
    }

    /// Sends `question`: it joins the transcript whole, its answer streams in below it, and the
    /// transcript follows it again.
    private func ask(_ question: String) {
        guard !question.allSatisfy(\.isWhitespace) else { return }
        prompt.text = ""
        transcript.append(ChatMessage(role: .user, text: question))
        let reply = transcript.append(role: .assistant)
        let answer = CannedAnswer(answering: question, fillerWords: answerWords)
        let rate = tokensPerSecond
        answers[reply.id] = Task.detached { await answer.stream(into: reply, rate: rate) }
        manager.host.followTail()
    }

    /// The message under the transcript's cursor, while there is one.
    private var entryUnderCursor: ChatTranscript.Entry? {
        manager.host.cursor.flatMap { transcript.entry(at: $0.item) }
    }

    /// Copies the text of the message under the cursor to the terminal's clipboard, and says so
    /// (or that this terminal takes no copy).
    private func copyMessageUnderCursor() {
        guard let entry = entryUnderCursor, let application = Application.running else { return }
        let number = printedAbove + (transcript.index(of: entry.id) ?? 0) + 1
        note =
            application.copyToClipboard(entry.message.text)
            ? "copied message \(number)" : "this terminal takes no copy (OSC 52)"
    }

    /// Folds or unfolds the long blocks of the message under the cursor, or says it has none.
    private func foldMessageUnderCursor() {
        guard let entry = entryUnderCursor else { return }
        guard hidesLines(entry.message) else {
            note = "nothing to fold in this message"
            return
        }
        if let unfolded = transcript.toggleFolding(of: entry.id) {
            note = unfolded ? "unfolded" : "folded"
        }
    }

    /// Whether `message` shows fewer lines folded than unfolded: whether it has a block longer
    /// than the cell's ``MessageCell/blockFoldingThreshold``.
    private func hidesLines(_ message: ChatMessage) -> Bool {
        var folded = message
        folded.isUnfolded = false
        var unfolded = message
        unfolded.isUnfolded = true
        measuringCell.update(with: folded)
        let foldedHeight = measuringCell.height(forWidth: .max)
        measuringCell.update(with: unfolded)
        return measuringCell.height(forWidth: .max) > foldedHeight
    }

    /// Fills the transcript with `count` made-up messages, questions and answers in turn.
    private func generate(_ count: Int) {
        transcript.performUpdates {
            for index in 0..<count {
                let number = index / 2 + 1
                transcript.append(
                    index.isMultiple(of: 2)
                        ? ChatMessage(role: .user, text: "Question \(number): what comes after \(number)?")
                        : ChatMessage(role: .assistant, text: "Answer \(number): \(number + 1) comes after \(number)."))
            }
        }
    }

    func stop() {
        for task in answers.values { task.cancel() }
        answers = [:]
    }
}
