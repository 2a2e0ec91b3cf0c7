import Foundation
import Testing

/// `termcells-embedding` in a real terminal, both ways: under TermCells' Application, and as
/// an ncurses program with its own getch loop (`--own-loop`). A list, its details and a grid
/// share the screen; Tab moves the keyboard, keys reach only the focused host, and each host
/// draws only inside its rectangle.
@Suite struct EmbeddingTests {
    let program = DemoBinary.shellQuoted(ExampleBinary.embeddingPath)

    @Test(arguments: ["", "--own-loop"])
    func focusAndKeysAreRoutedToTheRightHost(flag: String) throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(program) \(flag); echo \"exit=$?\"")
        #expect(
            session.waitFor(text: "Focus: list · Planet: Mercury · Element: H (hydrogen, 1)"), "\(session.screenText())"
        )
        var screen = session.screen()
        #expect(
            screen[0].hasPrefix(
                flag.isEmpty
                    ? " Embedding — TermCells' Application run loop"
                    : " Embedding — an ncurses program's own getch loop"))
        // Rows that span the list, the divider and the details: each part inside its own columns.
        #expect(screen[1] == "▶ Planets                 │ Mercury", "\(session.screenText())")
        #expect(screen[3] == "  Venus                  ┃│ Moons: 0", "\(session.screenText())")
        #expect(screen[4] == "  Earth                  ┃│ Distance: 0.39 AU", "\(session.screenText())")
        #expect(screen[13] == "  Elements " + String(repeating: "─", count: 69), "\(session.screenText())")

        // Down in the list: the cursor moves and the program's details follow it.
        session.send("Down")
        #expect(
            session.waitFor {
                $0.count > 4 && $0[1] == "▶ Planets                 │ Venus"
                    && $0[4] == "  Earth                  ┃│ Distance: 0.72 AU"
            },
            "\(session.screenText())")
        #expect(
            session.waitFor { $0.last?.hasPrefix(" Focus: list · Planet: Venus · Element: H (hydrogen, 1)") == true },
            "\(session.screenText())")

        // Tab: the grid has the keyboard; Down moves its cursor and not the list's.
        session.send("Tab")
        #expect(session.waitFor(text: "Focus: grid"), "\(session.screenText())")
        screen = session.screen()
        #expect(screen[1] == "  Planets                 │ Venus")
        #expect(screen[13].hasPrefix("▶ Elements ───"))
        session.send("Down")
        #expect(
            session.waitFor(text: "Focus: grid · Planet: Venus · Element: O (oxygen, 8)"), "\(session.screenText())")
        session.send("Right")
        #expect(session.waitFor(text: "Element: F (fluorine, 9)"), "\(session.screenText())")

        // Shift-Tab back: Down moves the list again.
        session.send("BTab")
        #expect(session.waitFor(text: "Focus: list"), "\(session.screenText())")
        session.send("Down")
        #expect(
            session.waitFor(text: "Focus: list · Planet: Earth · Element: F (fluorine, 9)"), "\(session.screenText())")
        #expect(
            session.waitFor { $0.count > 1 && $0[1] == "▶ Planets                 │ Earth" }, "\(session.screenText())")

        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
