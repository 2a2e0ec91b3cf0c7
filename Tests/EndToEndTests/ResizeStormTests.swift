import Foundation
import TermCellsTesting
import Testing

/// A hostile terminal: hundreds of resizes, tiny sizes among them. First one at a time, the
/// screen compared with a full repaint after every resize; then in quick succession, compared
/// after every burst (the program sees a storm of SIGWINCHs and draws only the last size). The
/// demo must survive every one and end showing a correct screen for the last size.
@Suite struct ResizeStormTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// 300 sizes: the edge cases among random ones from 1×1 to 200×60, in a random order.
    static func stormSizes(seed: UInt64) -> [(width: Int, height: Int)] {
        var generator = SeededGenerator(seed: seed)
        var sizes: [(width: Int, height: Int)] = []
        while sizes.count < 300 - edgeSizes.count {
            sizes.append((Int.random(in: 1...200, using: &generator), Int.random(in: 1...60, using: &generator)))
        }
        // The edge cases among the sizes taken one at a time, the rest anywhere.
        for (offset, size) in edgeSizes.enumerated() {
            let limit = offset < edgeSizes.count / 2 ? sizesOneAtATime : sizes.count
            sizes.insert(size, at: Int.random(in: 0...min(limit, sizes.count), using: &generator))
        }
        return sizes
    }

    static let edgeSizes = [(1, 1), (2, 80), (200, 3), (80, 1), (1, 80), (3, 3), (2, 2), (3, 1), (1, 3)]
    /// The storm's first sizes, each compared with a repaint before the next (each costs a stop,
    /// a resume and the waits for them); the rest come in bursts.
    static let sizesOneAtATime = 20

    func survivesTheStorm(_ subcommand: String, title: String, seed: UInt64) throws {
        let session = try #require(try TmuxSession.interactiveShell(width: 80, height: 24), "no shell prompt")
        session.type("\(demo) \(subcommand)")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        let sizes = Self.stormSizes(seed: seed)
        // After every resize, then after every burst, the screen is what a full repaint shows.
        let steps =
            sizes.prefix(Self.sizesOneAtATime).map { [$0] }
            + Swift.stride(from: Self.sizesOneAtATime, to: sizes.count, by: 50).map {
                Array(sizes[$0..<min($0 + 50, sizes.count)])
            }
        for (number, step) in steps.enumerated() {
            session.resize(through: step)
            guard let last = step.last else { continue }
            let differences = session.differencesFromARepaint(width: last.width)
            #expect(
                differences.isEmpty,
                "seed \(seed), \(subcommand), step \(number) at \(last.width)×\(last.height): \(differences)")
        }
        let last = sizes[sizes.count - 1]
        #expect(
            session.format("#{window_width}x#{window_height}") == "\(last.width)x\(last.height)",
            "the storm reached tmux")
        session.resize(width: 60, height: 17)
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
        // At 60 columns the eight tabs drop their numbers.
        try survivesTheStorm("tour", title: "TermCells   1   2   3", seed: 0x70_0B)
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
