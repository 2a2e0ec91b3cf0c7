import Foundation

/// The frame a terminal shows must always equal a full repaint. A program stopped with Ctrl-Z
/// gives the terminal back, and `fg` has ncurses paint every cell again, at the same size and
/// with the same layout: the screen before the stop is compared with the one after `fg`.
extension TmuxSession {
    /// The differences between the screen (`width` columns) and the one the program paints after
    /// a stop and `fg` in the session's interactive shell (``interactiveShell(width:height:)``);
    /// empty when they look the same. Each step is waited for with a deadline, and the screen
    /// is polled until it equals the one before.
    func differencesFromARepaint(width: Int, timeout: TimeInterval = 10) -> [String] {
        let before = settledCells(width: width, timeout: timeout)
        send("C-z")
        guard waitFor(timeout: timeout, { _ in format("#{alternate_on}") == "0" }) else {
            return ["the program never stopped:\n\(screenText())"]
        }
        type("fg")
        send("Enter")
        if waitFor(timeout: timeout, { _ in format("#{alternate_on}") == "1" && styledCells(width: width) == before }) {
            return []
        }
        return styledCells(width: width).differences(from: before)
    }

    /// Whether the program, started in the session's shell and resumed with `fg`, ended with
    /// `status`: once it left the alternate screen, the shell's `$?` is `fg`'s, the program's.
    /// (A list such as `program; echo $?` goes on when the program stops.)
    func endedWith(status: Int32, timeout: TimeInterval = 20) -> Bool {
        guard waitFor(timeout: timeout, { _ in format("#{alternate_on}") == "0" }) else { return false }
        type("echo \"status=$?\"")
        send("Enter")
        return waitFor(timeout: timeout) { $0.contains("status=\(status)") }
    }

    /// Waits until the pane's shell is the only process left of its session: the program it
    /// started has ended. Keys typed before that are the program's to read (an inline program
    /// reads what is typed after its `q` until it exits), so a test types the next command
    /// only then.
    func waitUntilOnlyTheShellRuns(timeout: TimeInterval = 20) -> Bool {
        waitFor(timeout: timeout) { _ in SessionProcesses.members(of: paneProcess).count <= 1 }
    }

    /// The styled cells once the program is done with what it was sent: they have not changed
    /// for `quiet` seconds, and in that time the pane's processes used no CPU and none of their
    /// threads is left running (a tab's first frame in a debug build on a loaded machine can
    /// take longer than any fixed quiet time). The last capture at the deadline otherwise.
    func settledCells(width: Int, quiet: TimeInterval = 0.4, timeout: TimeInterval = 10) -> StyledCells {
        let deadline = Date().addingTimeInterval(timeout)
        var last = styledCells(width: width)
        var activity = SessionProcesses.activity(of: paneProcess)
        var unchangedSince = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = styledCells(width: width)
            let nowActivity = SessionProcesses.activity(of: paneProcess)
            if now != last || nowActivity.ticks != activity.ticks || nowActivity.running {
                last = now
                unchangedSince = Date()
            } else if Date().timeIntervalSince(unchangedSince) >= quiet {
                break
            }
            activity = nowActivity
        }
        return last
    }
}
