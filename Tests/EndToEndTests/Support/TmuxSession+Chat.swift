import Foundation

extension TmuxSession {
    /// `termcells-demo chat` replaying `script` (a file's bytes) in a `width`×45 pane, every
    /// word at once unless `arguments` say otherwise; the shell echoes `after STATUS` when it ends.
    static func chat(
        replaying script: [UInt8], arguments: String = "--tokens-per-second 100000", width: Int = 60
    ) throws -> TmuxSession {
        let session = try TmuxSession(
            width: width, height: 45,
            script: """
                while [ ! -e script.txt ]; do sleep 0.02; done
                \(DemoBinary.shellQuoted(DemoBinary.path)) chat script.txt \(arguments)
                echo "after $?"
                """)
        // Written whole under another name first: the shell starts the demo once the name exists.
        let scratch = session.workDirectory.appendingPathComponent("scratch.txt")
        try Data(script).write(to: scratch)
        try FileManager.default.moveItem(at: scratch, to: session.workDirectory.appendingPathComponent("script.txt"))
        return session
    }
}
