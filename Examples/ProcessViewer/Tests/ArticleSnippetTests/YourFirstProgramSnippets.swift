import Foundation
import TermCells
import TermCellsCurses
import Testing

// The first-program article's start-up under MainLoop, typed as a user would. It takes over
// the terminal, so it is compiled here, not run.

@MainActor
private final class ViewerContent: ApplicationContent {
    func draw(on canvas: CursesCanvas, application: Application) {}
    func handle(_ event: InputEvent, application: Application) { application.quit(status: 0) }
}

private enum ProcessViewer {
    static func main() {
        MainActor.assumeIsolated {
            MainLoop.run {
                let application: Application
                do throws(TerminalStartupError) {
                    application = try Application()
                } catch {
                    FileHandle.standardError.write(Data("process-viewer: \(error.description)\n".utf8))
                    exit(error.exitStatus)
                }
                exit(await application.run(ViewerContent()))
            }
        }
    }
}

@Test func aStartUpErrorSaysWhyAndExitsWithTwo() {
    // What the catch above prints and exits with when the program is piped.
    let error = TerminalStartupError.inputNotATerminal
    #expect(error.description == "standard input is not a terminal")
    #expect(error.exitStatus == 2)
}
