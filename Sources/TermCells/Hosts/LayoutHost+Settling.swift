/// What a host tells the run loop about data that arrives.
extension LayoutHost {
    /// A storage update or a reload reached the host: the running application is asked for
    /// the frame that shows it (see `FrameRequests`). A flag test: this runs for every update.
    func noteStorageChange() {
        FrameRequests.request()
    }
}
