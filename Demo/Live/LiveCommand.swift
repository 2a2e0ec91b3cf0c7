import ArgumentParser
import TermCellsCurses

struct LiveCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "A log streaming in at a given rate: follow-tail, insert, delete, move, filter."
    )

    static let maximumRate = 1_000_000
    static let maximumDuration = 86_400.0
    static let maximumKeep = 10_000_000

    @Option(help: "Lines a second the log receives (1 to 1,000,000).")
    var rate = 20

    @Option(help: "Stop after this many seconds of streaming, 0 to 86,400 (default: never).")
    var duration: Double?

    @Option(help: "Keep the last N lines, 1 to 10,000,000 (default: 100,000); older lines leave the log.")
    var keep = LivePanel.defaultKeep

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try keep.check("--keep", in: 1...Self.maximumKeep)
        try rate.check("--rate", in: 1...Self.maximumRate)
        try duration?.check("--duration", in: 0...Self.maximumDuration)
    }

    @MainActor
    func run() async throws {
        let total = duration.map { Int(Double(rate) * $0) }
        let producer = PacedStream(rate: rate, total: total, stepsOnKeys: TestSwitches.liveStepsOnKeys)
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            PanelScreen(LivePanel(producer: producer, keep: keep))
        }
    }
}
