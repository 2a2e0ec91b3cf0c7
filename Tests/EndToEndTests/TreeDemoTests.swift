import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `termcells-demo tree DIR` in a real terminal (tmux's pty): a directory read as its nodes
/// open, sizes right-aligned, a link back up not followed, a directory that cannot be read
/// shown as such, and a missing DIR refused before the terminal is touched.
@Suite struct TreeDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// alpha/ (big.bin of 5,000 bytes, inner/ (only.txt), up -> ..), gone/, locked/ (mode 000), zeta.txt.
    private func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-tree-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("alpha/inner"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("gone"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try Data(count: 5_000).write(to: root.appendingPathComponent("alpha/big.bin"))
        try Data().write(to: root.appendingPathComponent("alpha/inner/only.txt"))
        try Data("x\n".utf8).write(to: root.appendingPathComponent("zeta.txt"))
        try files.createSymbolicLink(atPath: root.appendingPathComponent("alpha/up").path, withDestinationPath: "..")
        try files.setAttributes([.posixPermissions: 0], ofItemAtPath: root.appendingPathComponent("locked").path)
        return root
    }

    private func removeDirectory(_ root: URL) {
        try? FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("locked").path)
        try? FileManager.default.removeItem(at: root)
    }

    /// A line of the tree's column table at 80 columns: Name 68 wide, Size 4 right-aligned,
    /// Kind 5, each followed by its separator, the last one on the 80th column.
    private func row(_ name: String, _ size: String, _ kind: String) -> String {
        name + String(repeating: " ", count: max(0, 68 - name.count)) + "│"
            + String(repeating: " ", count: max(0, 4 - size.count)) + size + "│"
            + kind + String(repeating: " ", count: max(0, 5 - kind.count)) + "│"
    }

    @Test func nodesOpenAndCloseAndUnreadableDirectoriesSaySo() throws {
        let root = try makeDirectory()
        defer { removeDirectory(root) }
        let session = try TmuxSession(
            width: 80, height: 16, script: "\(demo) tree \(DemoBinary.shellQuoted(root.path)); echo \"exit=$?\"")
        #expect(
            session.waitFor { $0.contains(row("     zeta.txt", "2", "file")) }, "\(session.screenText())")
        // The column header, then the rows: Name with the outline's marks, Size right-aligned, Kind.
        #expect(session.screen()[1] == row("Name", "Size", "Kind"))
        #expect(session.screen()[2] == row(" ▾ \(root.path)/", "", "dir"))
        #expect(session.screen()[3] == row("   ▸ alpha/", "", "dir"))
        // Read when it opens: gone/ is listed, then removed before anyone opens it.
        try FileManager.default.removeItem(at: root.appendingPathComponent("gone"))

        session.send("Down", "Right")
        #expect(
            session.waitFor { $0.contains(row("       big.bin", "4.9K", "file")) }, "\(session.screenText())")
        #expect(
            session.screen().contains(row("       up -> ..  (loop, not followed)", "", "link")),
            "\(session.screenText())")
        #expect(session.screen().contains(row("     ▸ inner/", "", "dir")), "\(session.screenText())")
        #expect(session.screen()[3] == row("   ▾ alpha/", "", "dir"))
        // The status counts an open directory's entries: alpha has three, inner one.
        #expect(session.waitFor { $0.contains { $0.hasSuffix("/alpha · 3 entries") } }, "\(session.screenText())")
        session.send("Down", "Down", "Right")
        #expect(session.waitFor { $0.contains { $0.hasSuffix("/alpha/inner · 1 entry") } }, "\(session.screenText())")
        #expect(session.screen().contains(row("         only.txt", "0", "file")), "\(session.screenText())")
        session.send("Up", "Up")
        #expect(session.waitFor { $0.contains { $0.hasSuffix("/alpha · 3 entries") } }, "\(session.screenText())")

        session.send("Left")
        #expect(
            session.waitFor {
                !$0.contains { $0.contains("big.bin") } && $0.count > 3 && $0[3] == row("   ▸ alpha/", "", "dir")
            },
            "\(session.screenText())")

        // The columns fill the pane exactly; > widens Name by one, and then Shift-Right scrolls
        // the columns sideways by a whole column, never cutting one at its left: Size and Kind
        // show from their first cells; Shift-Left back, and < narrows Name again.
        session.send(">", "S-Right")
        #expect(session.waitFor { $0.count > 3 && $0[1].hasPrefix("Size│Kind │") }, "\(session.screenText())")
        #expect(session.screen()[3].hasPrefix("    │dir  │"), "\(session.screenText())")
        session.send("S-Left", "<")
        #expect(session.waitFor { $0.count > 1 && $0[1] == row("Name", "Size", "Kind") }, "\(session.screenText())")

        session.send("Down", "Enter")
        #expect(
            session.waitFor(text: "     ! cannot read: No such file or directory"), "\(session.screenText())")
        if geteuid() != 0 {
            session.send("Down", "Down", "Right")
            #expect(session.waitFor(text: "! cannot read: Permission denied"), "\(session.screenText())")
        }
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func namesThatAreNotUTF8OpenAndShowTheirSizeWithAPlaceholder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // "caf\xE9" (Latin-1) as a directory holding a 3-byte file, and "n\xFFte" as a file of 5 bytes.
        let folder = Array(root.path.utf8) + Array("/caf".utf8) + [0xE9]
        #expect(mkdir(folder.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        let inner = folder + Array("/x.txt".utf8)
        let file = Array(root.path.utf8) + Array("/n".utf8) + [0xFF] + Array("te".utf8)
        for (path, size) in [(inner, 3), (file, 5)] {
            let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            _ = [UInt8](repeating: 0x61, count: size).withUnsafeBytes { write(descriptor, $0.baseAddress, size) }
            close(descriptor)
        }
        let session = try TmuxSession(
            width: 80, height: 10, script: "\(demo) tree \(DemoBinary.shellQuoted(root.path)); echo \"exit=$?\"")
        #expect(session.waitFor { $0.contains(row("     n\u{FFFD}te", "5", "file")) }, "\(session.screenText())")
        #expect(session.screen().contains(row("   ▸ caf\u{FFFD}/", "", "dir")), "\(session.screenText())")
        session.send("Down", "Right")
        #expect(session.waitFor { $0.contains(row("       x.txt", "3", "file")) }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func anEmptyDirectoryShowsAnEmptyStateUnderTheHeader() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try TmuxSession(
            width: 80, height: 8, script: "\(demo) tree \(DemoBinary.shellQuoted(root.path)); echo \"exit=$?\"")
        #expect(session.waitFor(text: "  \(root.path) is empty"), "\(session.screenText())")
        #expect(session.screen()[1] == row("Name", "Size", "Kind"))
        #expect(session.screen()[2] == "  \(root.path) is empty")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func aMissingDirectoryExits2WithOneLine() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-no-such-\(UUID().uuidString)")
        let outcome = Subprocess.run([DemoBinary.path, "tree", missing.path])
        #expect(outcome.status == 2)
        #expect(outcome.error == "termcells-demo tree: \(missing.path) is not a directory\n")
        #expect(outcome.output.isEmpty)
        let session = try TmuxSession(
            width: 200, height: 6, script: "\(demo) tree \(DemoBinary.shellQuoted(missing.path)); echo \"exit=$?\"")
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        #expect(session.screen().first == "termcells-demo tree: \(missing.path) is not a directory")
    }
}
