import ProcessViewerKit

extension ProcessEntry {
    /// Three processes, one of them busy: a sleeping one with no CPU, a build, a daemon.
    static let samples = [
        ProcessEntry(id: 1, name: "init", state: .sleeping),
        ProcessEntry(id: 42, name: "swift-build", state: .running, cpu: 97),
        ProcessEntry(id: 7, name: "sshd", state: .sleeping, cpu: 1),
    ]
}
