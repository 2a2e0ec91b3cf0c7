import Foundation
import Testing

/// `termcells-demo images DIR` in tmux: each picture drawn in colour blocks over its name,
/// decoded as it comes on screen; the same screen after a repaint; alt text where the terminal
/// has no colour; and a folder of hostile files shown without a trap.
@Suite struct ImagesDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TermCellsImagesTests/Fixtures")
    static let (width, height) = (100, 30)

    /// The demo on `folder` of the fixtures, with colours and 24-bit colour unless `environment`
    /// says otherwise; `recording`, every byte it writes is kept in `output.bin`.
    func session(folder: String, environment: [String: String] = [:], recording: Bool = false) throws -> TmuxSession {
        let path = DemoBinary.shellQuoted(Self.fixtures.appendingPathComponent(folder).path)
        var merged = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""]
        merged.merge(environment) { _, new in new }
        let session = try TmuxSession(
            width: Self.width, height: Self.height,
            script: """
                while [ ! -e go ]; do sleep 0.02; done
                \(demo) images \(path)
                echo "after $?"
                """, environment: merged)
        if recording { session.recordOutput(toFile: "output.bin") }
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent("go").path, contents: nil)
        return session
    }

    /// Sends Ctrl-L and waits until the settled screen is `cells` again.
    func repaintShowsTheSame(_ cells: StyledCells, in session: TmuxSession, width: Int) -> Bool {
        session.send("C-l")
        return session.waitFor { _ in session.settledCells(width: width) == cells }
    }

    /// The 24-bit colours a cell shows: its foreground where its glyph draws, and its background.
    static func colors(in cell: String) -> [(Int, Int, Int)] {
        cell.split(separator: " ").compactMap { part in
            let fields = part.split(separator: ":").compactMap { Int($0) }
            guard fields.count == 5, fields[0] == 38 || fields[0] == 48, fields[1] == 2 else { return nil }
            return (fields[2], fields[3], fields[4])
        }
    }

    /// Each caption `NN-RRGGBB.png` on screen with the colours shown four rows above its middle
    /// (inside its picture); the captions whose picture is not that colour are returned.
    static func wrongColors(on screen: [String], cells: StyledCells) -> [String] {
        var wrong: [String] = []
        // The grid's rows: not the title, nor the status and help rows.
        for (row, line) in screen.enumerated().dropFirst().dropLast(2) {
            for match in line.matches(of: /(\d\d)-([0-9a-f]{6})\.png/) {
                let hex = Int(match.2, radix: 16) ?? 0
                let expected = (hex >> 16, (hex >> 8) & 0xFF, hex & 0xFF)
                let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 6
                guard row >= 4, column < cells.rows[row - 4].count else { continue }
                let shown = colors(in: cells.rows[row - 4][column])
                let close =
                    !shown.isEmpty
                    && shown.allSatisfy {
                        abs($0.0 - expected.0) + abs($0.1 - expected.1) + abs($0.2 - expected.2) <= 60
                    }
                if !close { wrong.append("\(match.0) shows \(shown) at row \(row - 4), column \(column)") }
            }
        }
        return wrong
    }

    /// Waits until the screen shows captions and no picture is still decoding (no `⋯`).
    func waitForPictures(_ session: TmuxSession, status: String) -> Bool {
        session.waitFor { screen in
            screen.count > 3 && screen[screen.count - 2].hasPrefix(status) && !screen.contains { $0.contains("⋯") }
        }
    }

    @Test func eachPictureShowsItsColourOverItsNameAndARepaintShowsTheSame() throws {
        let session = try session(folder: "grid")
        #expect(waitForPictures(session, status: " 1 of 40 · 01-ff0000.png"), "\(session.screenText())")
        var screen = session.screen()
        #expect(screen[0].hasPrefix(" TermCells — images: 40 from"))
        // Three rows of five pictures.
        #expect(screen[1..<(Self.height - 2)].filter { $0.contains("-") && $0.contains(".png") }.count == 3)
        #expect(screen[8].contains("01-ff0000.png") && screen[26].contains("15-"), "\(session.screenText())")
        #expect(Self.wrongColors(on: screen, cells: session.styledCells(width: Self.width)) == [])

        for _ in 0..<3 { session.send("PageDown") }
        #expect(waitForPictures(session, status: " 31 of 40 · 31-00c0ff.png"), "\(session.screenText())")
        // The text read once the cells have settled, so that both are of the same frame.
        let settled = session.settledCells(width: Self.width)
        screen = session.screen()
        #expect(screen.contains { $0.contains("35-") }, "\(session.screenText())")
        #expect(Self.wrongColors(on: screen, cells: settled) == [])
        #expect(repaintShowsTheSame(settled, in: session, width: Self.width))

        session.resize(width: 70, height: 20)
        #expect(waitForPictures(session, status: " 31 of 40"), "\(session.screenText())")
        let resized = session.settledCells(width: 70)
        screen = session.screen()
        #expect(Self.wrongColors(on: screen, cells: resized) == [])
        #expect(screen.contains { $0.contains("31-00c0ff.png") }, "\(session.screenText())")
        #expect(repaintShowsTheSame(resized, in: session, width: 70))

        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }

    @Test func withoutColoursEachPictureIsItsName() throws {
        // kitty's placeholders asked for: without colours there is no id to name an image by.
        let session = try session(
            folder: "grid", environment: ["TERM": "vt100", "COLORTERM": "", "TERMCELLS_IMAGES": "kitty"],
            recording: true)
        #expect(session.waitFor(text: " 1 of 40 · 01-ff0000.png"), "\(session.screenText())")
        // The alt text (the file's name, centred in the picture's place) above the caption.
        #expect(
            session.waitFor { screen in screen.filter { $0.contains("01-ff0000.png") }.count == 3 },
            "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
        let output = String(
            decoding: (try? Data(contentsOf: session.workDirectory.appendingPathComponent("output.bin"))) ?? Data(),
            as: UTF8.self)
        #expect(output.contains("01-ff0000.png"))
        #expect(!output.contains("\u{1B}[38"), "a colour was sent")
        #expect(!output.contains("\u{1B}[48"), "a colour was sent")
        #expect(!output.contains("▀") && !output.contains("▄"), "blocks were sent")
        #expect(!output.contains("\u{1B}_G") && !output.contains("\u{10EEEE}"), "a kitty image was sent")
    }

    @Test func namingNoneShowsTheNamesWhereColoursAre() throws {
        let session = try session(folder: "grid", environment: ["TERMCELLS_IMAGES": "none"])
        #expect(
            session.waitFor { screen in screen.filter { $0.contains("01-ff0000.png") }.count == 3 },
            "\(session.screenText())")
        #expect(!session.screen().contains { $0.contains("⋯") })
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }

    @Test func hostileFilesShowTheirNamesAndTheProgramGoesOn() throws {
        let session = try session(folder: "hostile")
        // The status row shows the last anomaly reported.
        #expect(waitForPictures(session, status: " ⚠ Image '"), "\(session.screenText())")
        let screen = session.screen()
        // Which file's anomaly is last depends on which decoding ends last, and the line is
        // cut with `…` where the checkout's path is long: the words, or the cut.
        let status = screen[Self.height - 2].trimmingCharacters(in: .whitespaces)
        #expect(status.contains("cannot be shown") || status.hasSuffix("…"), "\(status)")
        // The fine picture in its red; each other file's name in its picture's place, over its caption.
        let cells = session.styledCells(width: Self.width)
        #expect(
            Self.colors(in: cells.rows[3][9]).allSatisfy { $0.0 > 200 && $0.1 < 50 && $0.2 < 50 }, "\(cells.rows[3][9])"
        )
        for name in ["bomb.png", "empty.png", "huge-header.png", "text.png", "truncated.png"] {
            let grid = screen[1..<(Self.height - 2)]
            #expect(grid.filter { $0.contains(name) }.count == 2, "\(name):\n\(session.screenText())")
        }
        // The last file alone: its name in the middle of the screen, and back.
        session.send("End")
        session.send("Enter")
        #expect(
            session.waitFor { screen in
                screen.count == Self.height
                    && screen[(Self.height - 3) / 2 + 1].trimmingCharacters(in: .whitespaces) == "truncated.png"
                    && screen.filter { $0.contains("truncated.png") }.count == 1
            }, "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor { $0.filter { $0.contains("truncated.png") }.count == 2 }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }
}
