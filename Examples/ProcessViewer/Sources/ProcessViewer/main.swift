import Foundation
import ProcessViewerKit
import TermCellsCurses

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
        // The storage update asks the running application for its frame.
        await MainActor.run { content.screen.show(processes) }
    }
}
let status = await application.run(content)
refresher.cancel()
if let chosen = content.chosen { print("\(chosen.id) \(chosen.name)") }
exit(status)
