import TermCells

/// What `chat --interactive` answers a question with: a reply that begins `You asked:` and the
/// question, a few sentences (``fillerWords`` of them, to try a long stream), and a tool's output
/// of more lines than ``MessageCell/blockFoldingThreshold``, so that it shows folded.
struct CannedAnswer: Sendable {
    /// The answer's words, each with the whitespace after it, in the order they stream.
    let tokens: [Substring]

    /// The lines of the tool's output in the answer.
    static let toolOutputLines = 24

    init(answering question: String, fillerWords: Int) {
        let text = Self.text(answering: question, fillerWords: fillerWords)
        var start = text.startIndex
        tokens = ChatReplay.wordEnds(of: text).map { end in
            defer { start = end }
            return text[start..<end]
        }
    }

    /// The whole answer to `question`.
    static func text(answering question: String, fillerWords: Int) -> String {
        let sentence = "This answer is canned: it streams a word at a time, as a model's would.".split(separator: " ")
        // Paragraphs of three sentences, as a model writes them: a long answer is many lines.
        let filler = stride(from: 0, to: max(0, fillerWords), by: 3 * sentence.count).map { start in
            (start..<min(start + 3 * sentence.count, fillerWords)).map { sentence[$0 % sentence.count] }
                .joined(separator: " ")
        }.joined(separator: "\n\n")
        let listing = (1...toolOutputLines).map { line in
            "-rw-r--r--  1 demo  demo  \(String(line * 137).leftPadded(to: 5))  notes-\(String(line).leftPadded(to: 2, with: "0")).txt"
        }
        return """
            You asked: \(question)

            \(filler)

            The tool's output is long, so it shows folded: Esc, then z on this message, shows it.

            ```
            $ ls -l notes
            \(listing.joined(separator: "\n"))
            ```
            """
    }

    /// Streams the answer into `reply` at `rate` words a second, the words due since the last
    /// step as one append, then finishes it; a cancelled task fails it, saying so.
    func stream(into reply: ChatTranscript.Reply, rate: Int) async {
        let clock = ContinuousClock()
        let start = clock.now
        // At most one append a frame's time (a sixtieth of a second): a faster pace would only
        // split the words one frame shows.
        let step = max(Duration.seconds(1) / max(1, rate), Duration.seconds(1) / 60)
        var sent = 0
        while sent < tokens.count {
            if Task.isCancelled {
                reply.fail("stopped")
                return
            }
            let due = min(tokens.count, Int((clock.now - start) / .seconds(1) * Double(rate)) + 1)
            if due > sent {
                reply.append(tokens[sent..<due].joined())
                sent = due
            }
            if sent < tokens.count { try? await Task.sleep(for: step) }
        }
        reply.finish()
    }
}

extension String {
    /// The string after as many `pad`s as make it `width` characters long.
    fileprivate func leftPadded(to width: Int, with pad: Character = " ") -> String {
        String(repeating: pad, count: max(0, width - count)) + self
    }
}
