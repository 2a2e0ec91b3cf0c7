import Foundation
import TermCellsTesting
import Testing

/// A hostile terminal: hundreds of resizes in quick succession, tiny sizes among them. The
/// demo must survive every one, show what a full repaint shows after each part of the storm,
/// and end showing a correct screen for the last size.
@Suite struct ResizeStormTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// 300 sizes: the edge cases, then random ones from 1×1 to 200×60.
    static func stormSizes(seed: UInt64) -> [(width: Int, height: Int)] {
        var generator = SeededGenerator(seed: seed)
        var sizes: [(width: Int, height: Int)] = [
            (1, 1), (2, 80), (200, 3), (80, 1), (1, 80), (3, 3), (2, 2), (3, 1), (1, 3),
        ]
        while sizes.count < 300 {
            sizes.append((Int.random(in: 1...200, using: &generator), Int.random(in: 1...60, using: &generator)))
        }
        sizes.shuffle(using: &generator)
        return sizes
    }

    func survivesTheStorm(_ subcommand: String, title: String, seed: UInt64) throws {
        let session = try #require(try TmuxSession.interactiveShell(width: 80, height: 24), "no shell prompt")
        session.type("\(demo) \(subcommand)")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        let sizes = Self.stormSizes(seed: seed)
        // After each part of the storm, the screen is what a full repaint shows.
        for start in Swift.stride(from: 0, to: sizes.count, by: 50) {
            let part = Array(sizes[start..<min(start + 50, sizes.count)])
            session.resize(through: part)
            guard let last = part.last else { continue }
            let differences = session.differencesFromARepaint(width: last.width)
            #expect(
                differences.isEmpty, "seed \(seed), \(subcommand) at \(last.width)×\(last.height): \(differences)")
        }
        session.resize(through: sizes.suffix(50))
        let last = sizes[sizes.count - 1]
        #expect(
            session.format("#{window_width}x#{window_height}") == "\(last.width)x\(last.height)",
            "the storm reached tmux")
        session.resize(width: 57, height: 17)
        let settled = session.waitFor { lines in
            lines.count == 17 && lines.first?.contains(title) == true && lines[15] == " Nothing selected"
        }
        #expect(settled, "seed \(seed), \(subcommand) after the storm:\n\(session.screenText())")
        #expect(session.format("#{pane_dead}") == "0", "seed \(seed): the demo died")
        session.send("q")
        #expect(session.endedWith(status: 0), "seed \(seed):\n\(session.screenText())")
    }

    @Test func tableSurvivesAResizeStormAndDrawsTheLastSize() throws {
        try survivesTheStorm("table", title: " TermCells — table: 1000 items", seed: 0x7AB1E)
    }

    @Test func gridSurvivesAResizeStormAndDrawsTheLastSize() throws {
        try survivesTheStorm("grid", title: " TermCells — grid: 1000 tiles", seed: 0x6121D)
    }

    @Test func tourSurvivesAResizeStormAndDrawsItsTabBar() throws {
        // At 57 columns the seven tabs drop their numbers.
        try survivesTheStorm("tour", title: "Table   Grid   Live", seed: 0x70_0B)
    }

    @Test func tinySizesShowWhatFits() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo) table\necho \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.resize(width: 80, height: 1)
        #expect(
            session.waitFor { $0 == [" TermCells — table: 1000 items"] },
            "80×1: the title alone\n\(session.screenText())")
        session.resize(width: 40, height: 2)
        #expect(
            session.waitFor { $0 == [" TermCells — table: 1000 items", " Nothing selected"] },
            "40×2: title and status\n\(session.screenText())")
        session.resize(width: 1, height: 1)
        session.resize(width: 2, height: 80)
        #expect(session.waitFor { $0.first?.hasPrefix(" ") == true && $0.count == 80 }, "2×80\n\(session.screenText())")
        #expect(session.format("#{pane_dead}") == "0")
        session.resize(width: 80, height: 24)
        #expect(session.waitFor { $0.count == 24 && $0[22] == " Nothing selected" }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
