import Foundation
import Testing

/// `termcells-demo images DIR` with kitty's placeholders (`TERMCELLS_IMAGES=kitty`) in tmux:
/// each picture on screen is uploaded once, through tmux's passthrough, and shown by cells of
/// U+10EEEE in its id's colour; scrolling back shows it again without a new upload; q deletes
/// every image it uploaded.
@Suite struct ImagesKittyTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// The ids of the uploads in `output` (`ESC _ G a=T,U=1,… i=ID …`, the escape doubled
    /// inside tmux's wrapping), in the order sent.
    static func uploads(in output: String) -> [Int] {
        output.matches(of: /\x1B\x1B?_Ga=T,U=1,f=100,t=d,i=(\d+),c=\d+,r=\d+,q=2/).compactMap { Int($0.1) }
    }

    /// The ids `output` deletes (`a=d,d=I,i=ID`).
    static func deletions(in output: String) -> [Int] {
        output.matches(of: /\x1B\x1B?_Ga=d,d=I,i=(\d+),q=2/).compactMap { Int($0.1) }
    }

    /// The ids named by the foreground colours of placeholder cells in `output` (matched by
    /// scalars: a placeholder and its marks are one character).
    static func shownIDs(in output: String) -> Set<Int> {
        let placeholder = /\x1B\[38;2;(\d+);(\d+);(\d+)m\x{10EEEE}/.matchingSemantics(.unicodeScalar)
        return Set(
            output.matches(of: placeholder).compactMap { match in
                guard let red = Int(match.1), let green = Int(match.2), let blue = Int(match.3) else { return nil }
                return red << 16 | green << 8 | blue
            })
    }

    @Test func eachPictureIsUploadedOnceShownByItsPlaceholdersAndDeletedAtQuit() throws {
        let fixtures = DemoBinary.shellQuoted(ImagesDemoTests.fixtures.appendingPathComponent("grid").path)
        let session = try TmuxSession(
            width: 100, height: 30,
            script: """
                while [ ! -e go ]; do sleep 0.02; done
                \(demo) images \(fixtures)
                echo "after $?"
                """,
            environment: [
                "TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "", "TERMCELLS_IMAGES": "kitty",
            ])
        session.recordOutput(toFile: "output.bin")
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent("go").path, contents: nil)
        let recording = session.workDirectory.appendingPathComponent("output.bin")
        func output() -> String {
            String(decoding: (try? Data(contentsOf: recording)) ?? Data(), as: UTF8.self)
        }
        let pictures = ImagesDemoTests()

        // The first screen: three rows of five pictures, each uploaded once and shown.
        #expect(pictures.waitForPictures(session, status: " 1 of 40 · 01-ff0000.png"), "\(session.screenText())")
        #expect(
            session.waitFor { _ in Self.uploads(in: output()).count == 15 }, "uploads: \(Self.uploads(in: output()))")
        let first = Self.uploads(in: output())
        #expect(Set(first).count == 15)
        // Wrapped for tmux's passthrough: the program runs inside tmux.
        #expect(output().contains("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,f=100"))
        #expect(session.waitFor { _ in Self.shownIDs(in: output()) == Set(first) }, "\(Self.shownIDs(in: output()))")

        // Three pages on, and back home: the first pictures come back without a new upload.
        for _ in 0..<3 { session.send("PageDown") }
        #expect(pictures.waitForPictures(session, status: " 31 of 40"), "\(session.screenText())")
        let afterPages = Self.uploads(in: output())
        #expect(afterPages.count > 15 && afterPages.count <= 40 && Set(afterPages).count == afterPages.count)
        session.send("Home")
        #expect(pictures.waitForPictures(session, status: " 1 of 40"), "\(session.screenText())")
        #expect(session.waitFor { screen in screen.count > 8 && screen[8].contains("01-ff0000.png") })
        #expect(Self.uploads(in: output()) == afterPages)

        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
        #expect(Set(Self.deletions(in: output())) == Set(afterPages))
    }

    @Test func ctrlZDeletesTheImagesAndFgUploadsThemAgain() throws {
        let session = try #require(try TmuxSession.interactiveShell(width: 100, height: 30), "no shell prompt")
        session.recordOutput(toFile: "output.bin")
        let recording = session.workDirectory.appendingPathComponent("output.bin")
        func output() -> String {
            String(decoding: (try? Data(contentsOf: recording)) ?? Data(), as: UTF8.self)
        }
        let fixtures = DemoBinary.shellQuoted(ImagesDemoTests.fixtures.appendingPathComponent("grid").path)
        session.type(
            "NO_COLOR= TERM=xterm-256color COLORTERM=truecolor TERMCELLS_IMAGES=kitty \(demo) images \(fixtures)")
        session.send("Enter")
        #expect(ImagesDemoTests().waitForPictures(session, status: " 1 of 40"), "\(session.screenText())")
        #expect(
            session.waitFor { _ in Self.uploads(in: output()).count == 15 },
            "\(Self.uploads(in: output()).count) uploads")
        let shown = Self.uploads(in: output())

        session.send("C-z")
        #expect(session.waitFor(text: "Stopped"), "\(session.screenText())")
        #expect(session.waitFor { _ in Set(Self.deletions(in: output())) == Set(shown) })
        session.type("fg")
        session.send("Enter")
        // Each image uploaded again, once, with the frame that shows the grid again.
        #expect(session.waitFor { _ in Self.uploads(in: output()) == shown + shown }, "\(Self.uploads(in: output()))")
        #expect(session.waitFor { screen in screen.contains { $0.contains("01-ff0000.png") } })
        session.send("q")
        #expect(session.waitFor { _ in Self.deletions(in: output()).count == 2 * shown.count })
    }
}
