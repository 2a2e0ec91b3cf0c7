import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termcells-embedding`: a list, its details and a grid sharing one screen.
///
/// With no arguments the screen runs under TermCells' ``Application``; with `--own-loop` an
/// ordinary ncurses program owns the screen and the input loop and hands the hosts a
/// rectangle of its window.
@main
enum EmbeddingProgram {
    static let usage = """
        usage: termcells-embedding [--own-loop]

        A planet list, its details and a grid of elements on one screen.
        Tab / Shift-Tab move the keyboard between the list and the grid; q quits.

          --own-loop   run as an existing ncurses program would: initscr and a wget_wch loop
                       of its own, handing the hosts a rectangle of stdscr

        """

    @MainActor
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage, terminator: "")
            return
        }
        if let unknown = arguments.first(where: { $0 != "--own-loop" }) {
            writeError("termcells-embedding: unknown argument '\(unknown)'\n\(usage)")
            exit(2)
        }
        if arguments.contains("--own-loop") {
            exit(OwnLoop.run())
        }
        let application: Application
        do {
            application = try Application()
        } catch {
            writeError("termcells-embedding: \(error.description)\n")
            exit(error.exitStatus)
        }
        exit(await application.run(BrowserContent()))
    }

    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
