import Foundation
import Testing

/// `termcells-demo images DIR` on a pseudo-terminal with images in pixels: sixel chosen from
/// the device attributes a VT340 answers, iTerm2's inline images by `TERMCELLS_IMAGES`; each
/// picture's sequence sent at its top-left cell, the cursor saved around it, once; and no
/// image sequence where the terminal is asked nothing of the kind.
@Suite struct ImagesInPixelsTests {
    static let grid = ImagesDemoTests.fixtures.appendingPathComponent("grid").path
    static let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

    /// The cells (1-based row and column) each image in `output` is drawn from, in order: the
    /// cursor saved, moved there, then the sequence that `introducer` starts.
    static func placements(in output: [UInt8], introducer: String) -> [String] {
        let text = String(decoding: output, as: UTF8.self)
        let pattern = "\u{1B}7\u{1B}\\[(\\d+);(\\d+)H" + NSRegularExpression.escapedPattern(for: introducer)
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let row = Range(match.range(at: 1), in: text), let column = Range(match.range(at: 2), in: text)
            else { return nil }
            return "\(text[row]),\(text[column])"
        }
    }

    /// The first screen's fifteen pictures: five columns 19 cells apart from column 2, three
    /// rows 9 apart from row 2.
    static let firstScreen = Set((0..<15).map { "\(2 + 9 * ($0 / 5)),\(2 + 19 * ($0 % 5))" })

    @Test func aVT340sAnswerHasThePicturesDrawnInSixelEachOnce() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", Self.grid], width: 100, height: 30, environment: Self.environment)
        #expect(terminal.waitFor(text: "\u{1B}[c"), "the demo did not ask for the device attributes")
        terminal.send("\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(
            terminal.waitFor(text: "1 of 40")
                && Poll.until { Self.placements(in: terminal.output, introducer: "\u{1B}P").count >= 15 },
            "\(Self.placements(in: terminal.output, introducer: "\u{1B}P"))")
        let placed = Self.placements(in: terminal.output, introducer: "\u{1B}P")
        #expect(Set(placed) == Self.firstScreen && placed.count == 15, "\(placed)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// A VT340 with 16 colour registers, whose cells are 8 × 16 pixels by its answer (the
    /// pseudo-terminal's size says no pixels): sixels of 18 × 6 cells in those pixels (144 × 96),
    /// in no more registers than it has; and where it draws 100 × 60 at most, each drawn whole
    /// at fewer pixels a cell: the view's rectangle, 18 × 7 cells, fits at 4 × 8 (72 × 48 for
    /// the picture's 18 × 6).
    @Test(arguments: [("", "144x96"), ("\u{1B}[?2;0;100;60S", "72x48")])
    func theCellsPixelsRegistersAndLargestImageTheTerminalAnswersAreTheSixelsOwn(geometry: String, size: String)
        throws
    {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", Self.grid], width: 100, height: 30, environment: Self.environment)
        #expect(terminal.waitFor(text: "\u{1B}[16t\u{1B}[?1;1S\u{1B}[?2;1S\u{1B}[c"), "the demo did not ask")
        terminal.send("\u{1B}[6;16;8t\u{1B}[?1;0;16S" + geometry + "\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(
            Poll.until { Self.placements(in: terminal.output, introducer: "\u{1B}P").count >= 15 },
            "\(Self.placements(in: terminal.output, introducer: "\u{1B}P"))")
        let text = String(decoding: terminal.output, as: UTF8.self)
        let sizes = Set(text.matches(of: /"1;1;(\d+);(\d+)/).map { "\($0.1)x\($0.2)" })
        #expect(sizes == [size], "\(sizes)")
        let registers = Set(text.matches(of: /#(\d+);2;\d+;\d+;\d+/).compactMap { Int($0.1) })
        #expect(!registers.isEmpty && registers.allSatisfy { $0 < 16 }, "\(registers.sorted())")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func iTerm2sImagesAreDrawnByTheirInlineFileSequence() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", Self.grid], width: 100, height: 30,
            environment: Self.environment.merging(["TERMCELLS_IMAGES": "iterm2"]) { $1 })
        #expect(
            Poll.until { Self.placements(in: terminal.output, introducer: "\u{1B}]1337;File=").count >= 15 },
            "\(Self.placements(in: terminal.output, introducer: "\u{1B}]1337;File="))")
        let placed = Self.placements(in: terminal.output, introducer: "\u{1B}]1337;File=")
        #expect(Set(placed) == Self.firstScreen && placed.count == 15, "\(placed)")
        // No device attributes asked: the program chose.
        #expect(!terminal.output.contains(subsequence: Array("\u{1B}[c".utf8)))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTerminalThatAnswersWithoutSixelGetsBlocks() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", Self.grid], width: 100, height: 30, environment: Self.environment)
        #expect(terminal.waitFor(text: "\u{1B}[c"))
        terminal.send("\u{1B}[?64;1;2;6;9;15;18;21;22c")
        // The first picture, red, in 24-bit colour blocks.
        #expect(terminal.waitFor(text: "\u{1B}[48;2;255;0;0m"), "no blocks")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.output.contains(subsequence: Array("\u{1B}P".utf8)), "a sixel was sent")
    }
}

/// Polls `condition` every 20 ms for up to `timeout` seconds.
enum Poll {
    static func until(timeout: TimeInterval = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return condition()
    }
}

/// `termcells-demo images DIR` in a terminal that says it is kitty (`TERM=xterm-kitty`): asked
/// its version, kitty 0.26 (no placeholders) has each picture uploaded once and placed over
/// its cells, a placement moved away deleted, and every image deleted at q; kitty 0.35 has
/// them shown by placeholders.
@Suite struct ImagesKittyPlacementsTests {
    static let environment = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "COLORTERM": "truecolor"]

    static func ids(in output: [UInt8], _ pattern: Regex<(Substring, Substring)>) -> [Int] {
        String(decoding: output, as: UTF8.self).matches(of: pattern).compactMap { Int($0.1) }
    }

    static func startKitty(answering version: String) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", ImagesInPixelsTests.grid], width: 100, height: 30,
            environment: Self.environment)
        // Its version, a cell's pixels (the pseudo-terminal says none), the sixel registers and
        // largest image, the device attributes, in one write.
        #expect(
            terminal.waitFor(text: "\u{1B}[>0q\u{1B}[16t\u{1B}[?1;1S\u{1B}[?2;1S\u{1B}[c"),
            "the demo did not ask for kitty's version")
        terminal.send("\u{1B}P>|kitty(\(version))\u{1B}\\\u{1B}[?62;c")
        return terminal
    }

    @Test func kittyBeforePlaceholdersGetsEachPictureUploadedOncePlacedAndDeletedAtQuit() throws {
        let terminal = try Self.startKitty(answering: "0.26.5")
        func placed() -> [String] { ImagesInPixelsTests.placements(in: terminal.output, introducer: "\u{1B}_Ga=p,") }
        #expect(terminal.waitFor(text: "1 of 40") && Poll.until { placed().count >= 15 }, "\(placed())")
        #expect(Set(placed()) == ImagesInPixelsTests.firstScreen && placed().count == 15, "\(placed())")
        let uploads = Self.ids(in: terminal.output, /\x1B_Ga=t,f=100,t=d,i=(\d+),q=2/)
        #expect(Set(uploads).count == 15 && uploads.count == 15, "\(uploads)")
        #expect(!terminal.output.contains(subsequence: Array("U=1".utf8)), "a virtual placement was sent")

        // Three pages on, the grid scrolled: the pictures that moved are deleted where they were.
        for _ in 0..<3 { terminal.send("\u{1B}[6~") }
        #expect(
            Poll.until { Self.ids(in: terminal.output, /\x1B_Ga=d,d=i,i=(\d+),p=\d+,q=2/).count >= 5 },
            "\(Self.ids(in: terminal.output, /\x1B_Ga=d,d=i,i=(\d+),p=\d+,q=2/))")

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let uploaded = Set(Self.ids(in: terminal.output, /\x1B_Ga=t,f=100,t=d,i=(\d+),q=2/))
        #expect(Set(Self.ids(in: terminal.output, /\x1B_Ga=d,d=I,i=(\d+),q=2/)) == uploaded)
    }

    @Test func kittyWithPlaceholdersGetsThem() throws {
        let terminal = try Self.startKitty(answering: "0.35.2")
        #expect(
            Poll.until { Self.ids(in: terminal.output, /\x1B_Ga=T,U=1,f=100,t=d,i=(\d+),c=18,r=6,q=2/).count >= 15 },
            "\(Self.ids(in: terminal.output, /\x1B_Ga=T,U=1,f=100,t=d,i=(\d+),c=18,r=6,q=2/))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
