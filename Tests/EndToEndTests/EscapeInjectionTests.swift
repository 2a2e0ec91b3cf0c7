import Foundation
import Testing

/// Hostile text — escape sequences and control characters in items, headers, footers, template
/// outlets and `pick` input — never reaches the terminal: every byte the demo writes is
/// recorded on a pseudo-terminal and searched, and tmux shows the placeholders instead.
@Suite struct EscapeInjectionTests {
    static let esc = "\u{1B}"

    /// The same payloads as the demo's `HostileText` (Demo/Testing), for `pick`'s input.
    static let pickLines: [String] = [
        "t0 \(esc)]0;PWNED\u{07} end",
        "t2 \(esc)]2;PWNED\(esc)\\ end",
        "cb \(esc)]52;c;PWNED\u{07} end",
        "ln \(esc)]8;;http://PWNED\(esc)\\x\(esc)]8;;\(esc)\\ end",
        "cl \(esc)[2JPWNED end",
        "mv \(esc)[9999;9999HPWNED end",
        "al \(esc)[?1049lPWNED end",
        "cu \(esc)[?25lPWNED end",
        "dc \(esc)PPWNED\(esc)\\ end",
        "ap \(esc)_PWNED\(esc)\\ end",
        "bl \u{07}PWNED end",
        "bs \u{08}PWNED end",
        "de \u{7F}PWNED end",
        "c1 \u{9B}2JPWNED end",
        "o1 \u{9D}0;PWNED\u{07} end",
        "d1 \u{90}PWNED\u{9C} end",
        "a1 \u{9F}PWNED\u{9C} end",
    ]

    /// Byte sequences that would only appear if a payload reached the terminal raw.
    static let forbidden: [String] = [
        "\(esc)]0;PWNED", "\(esc)]2;PWNED", "\(esc)]52;c;PWNED", "\(esc)]8;;http://PWNED",
        "\(esc)[2JPWNED", "\(esc)[9999;9999H", "\(esc)[?1049lPWNED", "\(esc)[?25lPWNED",
        "\(esc)PPWNED", "\(esc)_PWNED", "\u{07}PWNED", "\u{08}PWNED", "\rPWNED", "\u{7F}PWNED",
        "PWNED\u{07}", "PWNED\(esc)\\", "\(esc)]0;PWNED-HEADER", "\(esc)[2JPWNED-FOOTER", "\(esc)[5;5H end",
    ]

    /// What the screen shows in their place.
    static let placeholders: [String] = [
        "t0 ^[]0;PWNED^G end", "t2 ^[]2;PWNED^[\\ end", "cb ^[]52;c;PWNED^G end",
        "ln ^[]8;;http://PWNED^[\\x^[]8;;^[\\ end", "cl ^[[2JPWNED end", "mv ^[[9999;9999HPWNED end",
        "al ^[[?1049lPWNED end", "cu ^[[?25lPWNED end", "dc ^[PPWNED^[\\ end", "ap ^[_PWNED^[\\ end",
        "bl ^GPWNED end", "bs ^HPWNED end", "de ^?PWNED end", "c1 M-^[2JPWNED end",
        "o1 M-^]0;PWNED^G end", "d1 M-^PPWNEDM-^\\ end", "a1 M-^_PWNEDM-^\\ end",
    ]

    let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERMCELLS_TEST_HOSTILE": "1"]

    /// ncurses' own `oc` of xterm-256color (OSC 104, "reset the palette"): it sends it when it
    /// resumes the screen after `endwin`, which the first frame does to leave ncurses' initial
    /// state (one write a frame instead of one a line). It is the only OSC the library's
    /// output may hold, and only exactly so.
    static let ncursesOriginalColors = Array("\u{1B}]104\u{07}".utf8)

    /// Checks the recorded stream: no payload raw, and no byte the library never writes
    /// (BEL, DEL, OSC/DCS/APC introducers, C1 controls encoded in UTF-8).
    func expectClean(_ recorded: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let output = recorded.removingOccurrences(of: Self.ncursesOriginalColors)
        #expect(
            output.contains(subsequence: Array("PWNED".utf8)), "the payloads were drawn", sourceLocation: sourceLocation
        )
        for sequence in Self.forbidden {
            #expect(
                !output.contains(subsequence: Array(sequence.utf8)),
                "\(sequence.debugDescription) reached the terminal", sourceLocation: sourceLocation)
        }
        #expect(!output.contains(0x07), "BEL", sourceLocation: sourceLocation)
        #expect(!output.contains(0x7F), "DEL", sourceLocation: sourceLocation)
        for introducer in ["\(Self.esc)]", "\(Self.esc)P", "\(Self.esc)_"] {
            #expect(
                !output.contains(subsequence: Array(introducer.utf8)), "\(introducer.debugDescription)",
                sourceLocation: sourceLocation)
        }
        for c1 in UInt8(0x80)...UInt8(0x9F) {
            #expect(
                !output.contains(subsequence: [0xC2, c1]), "C1 U+00\(String(c1, radix: 16, uppercase: true))",
                sourceLocation: sourceLocation)
        }
    }

    func writeLines(_ lines: [String], to path: String) throws {
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func tableItemsHeaderFooterAndTemplateNeverReachTheTerminalRaw() throws {
        let terminal = try PseudoTerminal([DemoBinary.path, "table"], width: 100, height: 40, environment: environment)
        #expect(terminal.waitFor(text: "Nothing selected"), "\(String(decoding: terminal.output, as: UTF8.self))")
        #expect(terminal.waitFor(text: "PWNED-FOOTER"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        expectClean(terminal.output)
    }

    @Test func tableShowsThePlaceholders() throws {
        let session = try TmuxSession(
            width: 100, height: 40, script: "\(DemoBinary.shellQuoted(DemoBinary.path)) table",
            environment: ["TERMCELLS_TEST_HOSTILE": "1"])
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        let screen = session.screen()
        #expect(screen.first == " TermCells — table: 1000 items", "\(session.screenText())")
        for placeholder in Self.placeholders + ["cr ^MPWNED end"] {
            #expect(
                screen.contains { $0.hasPrefix("  " + placeholder) }, "\(placeholder) missing:\n\(session.screenText())"
            )
        }
        #expect(screen.contains { $0.hasPrefix("▌hd ^[]0;PWNED-HEADER^G end") }, "the template-backed header")
        #expect(screen.contains { $0.hasPrefix("  ft ^[[2JPWNED-FOOTER^[[5;5H end") }, "the footer")
        #expect(session.format("#{pane_title}") != "PWNED")
    }

    @Test func pickInputNeverReachesTheTerminalRawAndIsPrintedBackAsItCame() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-pick-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.txt").path
        let output = directory.appendingPathComponent("out.txt").path
        try writeLines(Self.pickLines, to: input)
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"], width: 100, height: 30, environment: environment,
            standardInput: input, standardOutput: output)
        #expect(terminal.waitFor(text: "17/17"), "\(String(decoding: terminal.output, as: UTF8.self))")
        terminal.send("\r")
        #expect(terminal.waitForExit() == 0)
        expectClean(terminal.output)
        let chosen = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(Array(chosen) == Array((Self.pickLines[0] + "\n").utf8), "the choice goes to stdout byte for byte")
    }

    @Test func pickShowsThePlaceholders() throws {
        let session = try TmuxSession(
            width: 100, height: 30,
            script: """
                while [ ! -e ready ]; do sleep 0.02; done
                \(DemoBinary.shellQuoted(DemoBinary.path)) pick < in.txt
                """)
        try writeLines(Self.pickLines, to: session.workDirectory.appendingPathComponent("in.txt").path)
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent("ready").path, contents: nil)
        // The count is on a top row, written before the lines: wait for the whole frame.
        #expect(
            session.waitFor { screen in
                screen.contains { $0.contains("17/17") }
                    && Self.placeholders.allSatisfy { placeholder in screen.contains { $0.contains(placeholder) } }
            }, "\(session.screenText())")
        let screen = session.screen()
        for placeholder in Self.placeholders {
            #expect(screen.contains { $0.contains(placeholder) }, "\(placeholder) missing:\n\(session.screenText())")
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes with every occurrence of `sequence` cut out.
    func removingOccurrences(of sequence: [UInt8]) -> [UInt8] {
        guard !sequence.isEmpty else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(count)
        var index = 0
        while index < count {
            if index + sequence.count <= count, self[index..<index + sequence.count].elementsEqual(sequence) {
                index += sequence.count
            } else {
                result.append(self[index])
                index += 1
            }
        }
        return result
    }
}
