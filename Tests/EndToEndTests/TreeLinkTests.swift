import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `termcells-demo tree DIR` leads each file to `file://host/path` on a terminal that shows
/// links, and sends no link where the terminal is not known to show them.
///
/// tmux 3.3, on which the suite runs, neither keeps nor passes on OSC 8 (3.4 does, with its
/// `hyperlinks` feature): the tests play the terminal and read the bytes sent to it.
@Suite struct TreeLinkTests {
    /// notes/ (a b.txt, plain), in a new temporary directory.
    private func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: root.appendingPathComponent("a b.txt"))
        try Data().write(to: root.appendingPathComponent("plain"))
        return root
    }

    private static let esc = "\u{1B}"

    private func environment(_ terminal: String, links: String? = nil) -> [String: String] {
        // The pty's environment is this alone (and PATH, HOME): the runner's terminal says nothing.
        var environment = ["TERM": terminal, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        environment["TERMCELLS_HYPERLINKS"] = links
        return environment
    }

    @Test func eachFileLeadsToItsFileURLWhereLinksAreOn() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let pty = try PseudoTerminal(
            [DemoBinary.path, "tree", root.path], width: 80, height: 10,
            environment: environment("xterm-256color", links: "1"))
        #expect(pty.waitFor(text: "plain"), "never drawn")
        pty.send("q")
        #expect(pty.waitForExit() == 0)
        var name = [CChar](repeating: 0, count: 256)
        #expect(gethostname(&name, 255) == 0)
        let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let links = SentLinks(in: pty.output).links
        let spaced = links.first { $0.url == "file://\(host)\(root.path)/a%20b.txt" }
        let plain = links.first { $0.url == "file://\(host)\(root.path)/plain" }
        // The link ends with the name: the text up to the closing is the name alone.
        #expect(spaced?.text == "a b.txt", "\(links)")
        #expect(plain?.text == "plain", "\(links)")
        #expect(spaced?.id != plain?.id)
        // The directory itself is opened by the tree, not linked.
        #expect(!links.contains { $0.url.hasSuffix(root.lastPathComponent) }, "\(links)")
    }

    /// xterm's entry has 64 colour pairs, and a screen of files fills the pairs linked glyphs
    /// take: the file the cursor comes to, drawn in other colours, still leads to its file.
    @Test func theFileUnderTheCursorKeepsItsLinkWhenTheLinksFillTheColourPairs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for number in 10..<40 { try Data("x\n".utf8).write(to: root.appendingPathComponent("file\(number)")) }
        let pty = try PseudoTerminal(
            [DemoBinary.path, "tree", root.path], width: 60, height: 30, environment: environment("xterm", links: "1"))
        #expect(pty.waitFor(text: "file30"), "never drawn")
        for number in 10..<13 {
            let before = pty.output.count
            #expect(pty.timeToFrame(afterSending: "j") < 10, "the cursor never came to file\(number)")
            let links = SentLinks(in: Array(pty.output[before...])).links
            #expect(
                links.contains { $0.url.hasSuffix("/file\(number)") && $0.text == "file\(number)" },
                "file\(number), under the cursor, was sent without its link: \(links)")
        }
        pty.send("q")
        #expect(pty.waitForExit() == 0)
    }

    /// xterm (8 colours) and a vt100 are not known to show links: the same screen goes out
    /// without OSC 8, in the SGR their entries declare.
    @Test(arguments: ["xterm", "vt100"])
    func terminalsNotKnownToShowLinksAreSentNone(terminal: String) throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let oracle = try TerminfoOracle(terminal: terminal)
        let pty = try PseudoTerminal(
            [DemoBinary.path, "tree", root.path], width: 80, height: 10, environment: environment(terminal))
        #expect(pty.waitFor(text: "plain"), "\(terminal): never drawn")
        pty.send("j")
        pty.send("q")
        #expect(pty.waitForExit() == 0)
        let output = pty.output
        #expect(!String(decoding: output, as: UTF8.self).contains("\(Self.esc)]8;"), "\(terminal) was sent a link")
        let undeclared = oracle.undeclaredSGR(in: output)
        #expect(undeclared.isEmpty, "\(terminal) was sent SGR its entry does not declare: \(undeclared.sorted())")
    }
}
