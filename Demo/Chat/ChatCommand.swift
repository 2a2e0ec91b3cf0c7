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
            """
    )

    static let maximumRate = 100_000

    @Argument(help: "A conversation to replay (default: a built-in one).")
    var script: String?

    @Option(help: "Words a second an answer streams at (1 to 100,000).")
    var tokensPerSecond = 50

    @Option(help: "Start at message N: the ones before it show at once (default: 1).")
    var from = 1

    @OptionGroup var inlineHeight: InlineHeightOption

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try tokensPerSecond.check("--tokens-per-second", in: 1...Self.maximumRate)
    }

    @MainActor
    func run() async throws {
        let conversation = try script.map(Self.read) ?? ChatScript.builtIn
        let count = conversation.messages.count
        // The range depends on the script, so it is checked once the script is read.
        guard (1...count).contains(from) else {
            DemoRunner.writeError("termcells-demo chat: --from must be from 1 to \(count), not \(from)\n")
            throw ExitCode(2)
        }
        let screen = inlineHeight.screenMode
        let (rate, first) = (tokensPerSecond, from - 1)
        try await DemoRunner.run(options: TerminalOptions(screen: screen), accessibility: accessibility, theme: theme) {
            PanelScreen(ChatPanel(script: conversation, tokensPerSecond: rate, from: first))
        }
    }

    /// The script at `path`; exit status 2 and the reason on standard error when it cannot
    /// be read (a directory said so, not as the error reading it gives) or holds no
    /// conversation.
    @MainActor
    static func read(_ path: String) throws -> ChatScript {
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
            return try ChatScript(parsing: [UInt8](data))
        } catch let problem as ChatScript.Problem {
            DemoRunner.writeError("termcells-demo chat: \(path): \(problem.message)\n")
        } catch {
            DemoRunner.writeError("termcells-demo chat: \(path): \(error.localizedDescription)\n")
        }
        throw ExitCode(2)
    }
}
