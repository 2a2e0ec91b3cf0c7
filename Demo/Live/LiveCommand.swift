import ArgumentParser
import TermCellsCurses

struct LiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "A log streaming from a background task: follow-tail, insert, delete, move, filter."
    )

    @Option(help: "Lines a second the background task writes.")
    var rate = 20

    @Option(help: "Stop after this many seconds of streaming (default: never).")
    var duration: Double?

    func validate() throws {
        guard rate > 0 else { throw ValidationError("--rate must be at least 1") }
        if let duration, duration < 0 { throw ValidationError("--duration must be 0 or more") }
    }

    @MainActor
    func run() async throws {
        let total = duration.map { Int(Double(rate) * $0) }
        let producer = LiveProducer(rate: rate, total: total)
        try await DemoRunner.run { PanelScreen(LivePanel(producer: producer)) }
    }
}
