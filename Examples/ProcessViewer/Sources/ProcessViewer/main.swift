import Foundation
import ProcessViewerKit
import TermCellsCurses

/// Runs the screen under TermCells' run loop: the application draws it, hands it input, and
/// quits on Esc; Enter prints the chosen process after the terminal is restored.
@MainActor
final class ViewerContent: ApplicationContent {
    let screen = ProcessScreen()
    var chosen: ProcessEntry?

    func draw(on canvas: CursesCanvas, application: Application) {
        screen.draw(in: canvas)
    }

    func handle(_ event: InputEvent, application: Application) {
        if case .key(let key) = event, key.key == .escape {
            application.quit(status: 130)
            return
        }
        screen.onChoose = { [weak self] process in
            self?.chosen = process
            application.quit(status: 0)
        }
        screen.handle(event)
    }
}

let application: Application
do {
    application = try Application()
} catch {
    FileHandle.standardError.write(Data("process-viewer: \(error.description)\n".utf8))
    exit(error.exitStatus)
}
let content = ViewerContent()
let sampler = ProcessSampler()
content.screen.show(sampler.sample())
// A new sample every second, read off the main actor and shown on it.
let refresher = Task.detached {
    while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        let processes = sampler.sample()
        await MainActor.run {
            content.screen.show(processes)
            application.setNeedsDisplay()
        }
    }
}
let status = await application.run(content)
refresher.cancel()
if let chosen = content.chosen { print("\(chosen.id) \(chosen.name)") }
exit(status)
