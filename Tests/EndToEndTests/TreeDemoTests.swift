import Foundation
import Testing

/// `termcells-demo tree DIR` in a real terminal (tmux's pty): a directory read as its nodes
/// open, sizes right-aligned, a link back up not followed, a directory that cannot be read
/// shown as such, and a missing DIR refused before the terminal is touched.
@Suite struct TreeDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// alpha/ (big.bin of 5,000 bytes, inner/, up -> ..), gone/, locked/ (mode 000), zeta.txt.
    private func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-tree-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("alpha/inner"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("gone"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try Data(count: 5_000).write(to: root.appendingPathComponent("alpha/big.bin"))
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

    @Test func nodesOpenAndCloseAndUnreadableDirectoriesSaySo() throws {
        let root = try makeDirectory()
        defer { removeDirectory(root) }
        let session = try TmuxSession(
            width: 60, height: 16, script: "\(demo) tree \(DemoBinary.shellQuoted(root.path)); echo \"exit=$?\"")
        #expect(
            session.waitFor { $0.contains { $0.hasPrefix("     zeta.txt") && $0.hasSuffix(" 2") } },
            "\(session.screenText())")
        #expect(session.screen()[1] == " ▾ \(root.path)/")
        #expect(session.screen()[2] == "   ▸ alpha/")
        // Read when it opens: gone/ is listed, then removed before anyone opens it.
        try FileManager.default.removeItem(at: root.appendingPathComponent("gone"))

        session.send("Down", "Right")
        #expect(
            session.waitFor { $0.contains("       big.bin" + String(repeating: " ", count: 41) + "4.9K") },
            "\(session.screenText())")
        #expect(session.screen().contains("       up -> ..  (loop, not followed)"), "\(session.screenText())")
        #expect(session.screen().contains("     ▸ inner/"), "\(session.screenText())")
        #expect(session.screen()[2] == "   ▾ alpha/")

        session.send("Left")
        #expect(
            session.waitFor { !$0.contains { $0.contains("big.bin") } && $0.count > 2 && $0[2] == "   ▸ alpha/" },
            "\(session.screenText())")

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
