import Foundation
import Testing

/// `termcells-demo images DIR` in real terminals: xterm as a VT340, which answers its device
/// attributes with 4 (the images are drawn in sixel), and kitty (its graphics protocol: direct
/// placements before 0.28, placeholders from then on). The screenshots show each picture's
/// colour in the middle of its cells on the first screen, three pages on and back home; a
/// Ctrl-L repaint leaves the same pixels; after a resize the pictures are placed anew; after q
/// none is left.
@Suite(.serialized)
struct ImagesInRealTerminalsTests {
    /// The fixtures' pictures, each one colour its name says (`NN-RRGGBB.png`), by name.
    static let colors: [(Int, Int, Int)] = {
        let folder = ImagesDemoTests.fixtures.appendingPathComponent("grid")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.compactMap { name in
            guard let hex = Int(name.dropFirst(3).prefix(6), radix: 16) else { return nil }
            return (hex >> 16, (hex >> 8) & 0xFF, hex & 0xFF)
        }
    }()

    /// The grid at 100 × 30: five columns of pictures 18 cells wide, one column apart from
    /// column 1, three rows of items 9 rows apart, each picture 6 rows tall from `top` (row 1
    /// on the first screen, row 2 once the cursor has paged to the last row).
    static func centres(top: Int) -> [(column: Int, row: Int)] {
        (0..<15).map { index in (1 + 19 * (index % 5) + 9, top + 9 * (index / 5) + 3) }
    }

    static func isClose(_ color: (Int, Int, Int)?, to expected: (Int, Int, Int)) -> Bool {
        guard let color else { return false }
        return abs(color.0 - expected.0) <= 40 && abs(color.1 - expected.1) <= 40 && abs(color.2 - expected.2) <= 40
    }

    /// The pictures `first`… whose colour is not in the middle of their cells, as text.
    static func wrongPictures(
        in shot: Screenshot?, from first: Int, top: Int, cell: (width: Int, height: Int)
    ) -> [String] {
        guard let shot else { return ["no screenshot"] }
        return centres(top: top).enumerated().compactMap { index, centre in
            let expected = colors[first + index]
            let shown = shot.color(column: centre.column, row: centre.row, cell: cell)
            return isClose(shown, to: expected) ? nil : "picture \(first + index + 1): \(String(describing: shown))"
        }
    }

    /// How many of the fixtures' colours show in the middle of some cell of a `columns` ×
    /// `rows` screen.
    static func fixtureColorsShown(in shot: Screenshot?, columns: Int, rows: Int, cell: (width: Int, height: Int))
        -> Int
    {
        guard let shot else { return 0 }
        var found = Set<Int>()
        for row in 0..<rows {
            for column in 0..<columns {
                let shown = shot.color(column: column, row: row, cell: cell)
                if let index = colors.firstIndex(where: { isClose(shown, to: $0) }) { found.insert(index) }
            }
        }
        return found.count
    }

    @Test(
        .enabled(
            if: RealTerminalSession.Terminal.xtermVT340.missingPackages.isEmpty,
            "needs \(RealTerminalSession.Terminal.xtermVT340.missingPackages.joined(separator: ", ")) (scripts/bootstrap.sh installs them)"
        ))
    func picturesShowTheirColoursInXtermsSixelARepaintLeavesTheSameAndQuitLeavesNone() throws {
        try checkPictures(in: .xtermVT340, term: "xterm-256color")
    }

    @Test(
        .enabled(
            if: RealTerminalSession.Terminal.kitty.missingPackages.isEmpty,
            "needs \(RealTerminalSession.Terminal.kitty.missingPackages.joined(separator: ", ")) (scripts/bootstrap.sh installs them)"
        ))
    func picturesShowTheirColoursInKittyARepaintLeavesTheSameAndQuitLeavesNone() throws {
        // kitty's own entry, as it sets it.
        try checkPictures(in: .kitty, term: "xterm-kitty")
    }

    /// The demo's grid of the fixtures in `terminal` with `TERM` `term`: the pictures' colours
    /// first, three pages on and after a resize, each the same after Ctrl-L; none after q.
    private func checkPictures(in terminal: RealTerminalSession.Terminal, term: String) throws {
        try #require(Self.colors.count == 40)
        let grid = DemoBinary.shellQuoted(ImagesDemoTests.fixtures.appendingPathComponent("grid").path)
        let session = try RealTerminalSession(
            terminal, width: 100, height: 30,
            script: """
                unset TERMCELLS_IMAGES TMUX NO_COLOR
                TERM=\(term) \(DemoBinary.shellQuoted(DemoBinary.path)) images \(grid)
                echo $? > status
                """)
        let cell = try #require(session.wait { session.cellSize != nil } ? session.cellSize : nil, "no size")

        var wrong: [String] = []
        let first = session.wait {
            wrong = Self.wrongPictures(in: session.screenshot(), from: 0, top: 1, cell: cell)
            return wrong.isEmpty
        }
        #expect(first, "the first screen: \(wrong.prefix(5))")

        // A repaint sends every cell and every picture again: the same pixels.
        #expect(session.repaintLeavesTheSameScreen(), "a repaint changed the screen")

        session.key("Next", "Next", "Next")
        let paged = session.wait {
            wrong = Self.wrongPictures(in: session.screenshot(), from: 20, top: 2, cell: cell)
            return wrong.isEmpty
        }
        #expect(paged, "three pages on: \(wrong.prefix(5))")
        #expect(session.repaintLeavesTheSameScreen(), "a repaint changed the paged screen")

        // Home again after that repaint, which cleared the screen (kitty then frees the images it
        // no longer places): the first pictures come back.
        session.key("Home")
        let home = session.wait {
            wrong = Self.wrongPictures(in: session.screenshot(), from: 0, top: 1, cell: cell)
            return wrong.isEmpty
        }
        #expect(home, "back home: \(wrong.prefix(5))")

        // Smaller: the grid laid out again, its pictures placed anew, and the same after Ctrl-L.
        session.resize(columns: 70, rows: 20, cell: cell)
        var resized: Screenshot?
        let shown = session.wait {
            resized = session.screenshot()
            return Self.fixtureColorsShown(in: resized, columns: 70, rows: 20, cell: cell) >= 6
        }
        #expect(
            shown,
            "after the resize: \(Self.fixtureColorsShown(in: resized, columns: 70, rows: 20, cell: cell)) pictures")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(session.repaintLeavesTheSameScreen(), "a repaint changed the resized screen")

        session.key("q")
        let status = session.workDirectory.appendingPathComponent("status")
        #expect(session.wait { FileManager.default.fileExists(atPath: status.path) }, "the demo did not quit")
        // The shell's screen again: not one picture's colour in any cell.
        let left = Self.fixtureColorsShown(in: session.screenshot(), columns: 70, rows: 20, cell: cell)
        #expect(left == 0, "\(left) pictures' colours left after q")
    }
}
