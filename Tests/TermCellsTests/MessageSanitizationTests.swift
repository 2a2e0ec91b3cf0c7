import Testing

@testable import TermCells

/// Messages for standard error and the log are sanitised as the screen is (issue 18, item 4).
@Suite struct MessageSanitizationTests {
    @Test func escapesInAMessageBecomePlaceholdersAndLineBreaksStay() {
        let message = "host '\u{1B}]0;PWNED\u{07}' unknown\nsecond\tline \u{9B}2J"
        #expect(message.sanitizedForTerminal() == "host '^[]0;PWNED^G' unknown\nsecond  line M-^[2J")
    }

    @Test func aFileParseErrorQuotingEscapesDescribesItselfWithoutThem() {
        let error = FileParseError(
            file: "Evil\u{1B}[2J.screen", line: 1, message: "unknown word '\u{1B}]0;PWNED\u{07}'")
        #expect(error.description == "Evil^[[2J.screen:1: unknown word '^[]0;PWNED^G'")
    }

    @Test func aScreenFileWithAnOSCInAHostLineGivesASanitisedError() {
        do {
            _ = try ScreenLoader.parse("table main \u{1B}]0;PWNED\u{07} x=0\n", name: "Evil")
            Issue.record("a parse error expected")
        } catch {
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
            #expect(error.description.contains("^[]0;PWNED^G"))
        }
    }

    @MainActor
    @Test func anomalyLinesAreSanitisedBeforeAnySinkSeesThem() {
        var received: [String] = []
        let previous = AnomalyLog.sink
        AnomalyLog.sink = { received.append($0) }
        defer { AnomalyLog.sink = previous }
        AnomalyLog.report("template '\u{1B}]52;c;cHduZWQ=\u{07}' not found")
        #expect(received == ["template '^[]52;c;cHduZWQ=^G' not found"])
        #expect(AnomalyLog.lastMessage == "template '^[]52;c;cHduZWQ=^G' not found")
    }
}
