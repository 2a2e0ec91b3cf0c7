/// What a host tells the run loop and a waiting test screen about data that arrives.
extension LayoutHost: SettlingHost {
    /// A storage update or a reload reached the host: the running application is asked for
    /// the frame that shows it (see `FrameRequests`), and the count a test screen compares
    /// goes up. A flag test and an add: this runs for every update.
    func noteStorageChange() {
        content.changeCount &+= 1
        FrameRequests.request()
    }

    package var storageChangeCount: UInt64 { content.changeCount }

    /// The work the host's storage still waits for (through its data source, a manager).
    package var pendingWork: [String] {
        (dataSource as? any PendingWorkReporting)?.pendingWork ?? []
    }
}
