/// A host as a test screen that waits for it sees it: how many storage updates and reloads
/// it has received, and the work its storage still waits for.
@MainActor
package protocol SettlingHost: PendingWorkReporting {
    /// Storage updates and reloads received so far; a count that changed between two looks
    /// says that data arrived in between.
    var storageChangeCount: UInt64 { get }
}

/// The hosts a frame draws, noted while a test screen asks (`ScreenDriver` waiting for its
/// hosts to settle), so that it waits for what its own screen shows and not for other tests'.
@MainActor
package enum DrawnHosts {
    /// The hosts drawn since recording began, in drawing order; nil when nobody records.
    package private(set) static var recorded: [any SettlingHost]?

    /// The hosts `draw` draws.
    package static func recording(_ draw: () -> Void) -> [any SettlingHost] {
        let outer = recorded
        recorded = []
        draw()
        let drawn = recorded ?? []
        recorded = outer.map { $0 + drawn }
        return drawn
    }

    /// Notes `host` as drawn, when somebody records: one test of a static otherwise.
    static func note(_ host: some SettlingHost) {
        guard recorded != nil else { return }
        recorded?.append(host)
    }
}
