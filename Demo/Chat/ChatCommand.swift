import ArgumentParser
import Foundation
import TermCellsCurses

struct ChatCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "A conversation replayed token by token: growing messages, follow-tail, inline scrollback.",
        discussion: """
            SCRIPT is a text file of blocks, each starting with a line `user:` or `assistant:` \
            (or `system:`, `tool:`); without one a built-in conversation plays. A user's message \
            comes whole, the others word by word. With --height the conversation runs under the \
            prompt and each finished message goes to the terminal's scrollback.

            With --interactive the conversation is yours: type a question into the prompt at the \
            bottom and a canned answer streams in, word by word. Alt-Enter starts a new line, Up \
            recalls a question; Esc moves to the transcript, where y copies the message under the \
            cursor and z folds or unfolds its long blocks, and Enter or i goes back to the prompt.
            """
    )

    static let maximumRate = 100_000

    @Argument(help: "A conversation to replay (default: a built-in one).")
    var script: String?

    @Option(help: "Words a second an answer streams at (1 to 100,000).")
    var tokensPerSecond = 50

    @Option(help: "Start at message N: the ones before it show at once (default: 1).")
    var from = 1

    @Flag(help: "Ask questions yourself, in a prompt at the bottom; each gets a canned answer.")
    var interactive = false

    @Option(help: "With --interactive: start after N made-up messages, to try a long conversation (default: none).")
    var messages: Int?

    @Option(help: "With --interactive: the words of filler in each answer, to try a long stream (default: 30).")
    var answerWords: Int?

    static let largestGenerated = 10_000_000

    @OptionGroup var inlineHeight: InlineHeightOption

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try tokensPerSecond.check("--tokens-per-second", in: 1...Self.maximumRate)
        try messages?.check("--messages", in: 0...Self.largestGenerated)
        try answerWords?.check("--answer-words", in: 0...Self.largestGenerated)
    }

    func validate() throws {
        guard !interactive else {
            if script != nil { throw ValidationError("--interactive takes no SCRIPT: the conversation is typed") }
            return
        }
        if messages != nil || answerWords != nil {
            throw ValidationError("--messages and --answer-words go with --interactive")
        }
    }

    @MainActor
    func run() async throws {
        if interactive {
            let (rate, words, generated) = (tokensPerSecond, answerWords ?? 30, messages ?? 0)
            try await DemoRunner.run(
                options: TerminalOptions(screen: inlineHeight.screenMode), accessibility: accessibility, theme: theme
            ) {
                PanelScreen(
                    ChatInteractivePanel(tokensPerSecond: rate, answerWords: words, generatedMessages: generated))
            }
            return
        }
        let (conversation, rest) = try script.map { try Self.read($0, through: from) } ?? (ChatScript.builtIn, nil)
        let count = conversation.messages.count
        // The range depends on the script, so it is checked once the script is read as far
        // as message `from` (to its end when `from` is out of range: the count is then whole).
        guard (1...count).contains(from) else {
            DemoRunner.writeError("termcells-demo chat: --from must be from 1 to \(count), not \(from)\n")
            throw ExitCode(2)
        }
        let screen = inlineHeight.screenMode
        let (rate, first) = (tokensPerSecond, from - 1)
        try await DemoRunner.run(options: TerminalOptions(screen: screen), accessibility: accessibility, theme: theme) {
            PanelScreen(ChatPanel(script: conversation, rest: rest, tokensPerSecond: rate, from: first))
        }
    }

    /// The script at `path`, its messages parsed up to message `from` (1-based; the first
    /// screen shows them) and a parser for the rest, nil when there is none; exit status 2 and
    /// the reason on standard error when it cannot be read (a directory said so, not as the
    /// error reading it gives) or holds no conversation.
    @MainActor
    static func read(_ path: String, through from: Int) throws -> (ChatScript, ChatScriptParser?) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            DemoRunner.writeError("termcells-demo chat: \(path) is a directory, not a chat script\n")
            throw ExitCode(2)
        }
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let data = try handle.read(upToCount: ChatScript.largestScript + 1) ?? Data()
            guard data.count <= ChatScript.largestScript else {
                throw ChatScript.Problem(message: "larger than \(ChatScript.largestScript >> 20) MiB")
            }
            var parser = ChatScriptParser([UInt8](data))
            var messages: [ChatMessage] = []
            while !parser.isDone, from < 1 || messages.count < from {
                messages += try parser.parse(lineLimit: 4_096)
            }
            return (ChatScript(messages: messages), parser.isDone ? nil : parser)
        } catch let problem as ChatScript.Problem {
            DemoRunner.writeError("termcells-demo chat: \(path): \(problem.message)\n")
        } catch {
            DemoRunner.writeError("termcells-demo chat: \(path): \(error.localizedDescription)\n")
        }
        throw ExitCode(2)
    }
}
