/// The work the manager's storage waits for, as its host reports it to a waiting test screen.
extension ManagerHostSource: PendingWorkReporting {
    var pendingWork: [String] {
        let storage = manager.storage
        var work = (storage as? any PendingWorkReporting)?.pendingWork ?? []
        switch StorageFeedRegistry.feedsWithPendingOperations(into: storage) {
        case 0: break
        case 1: work.append("1 StorageFeed whose pushes no frame has drained (call drain() before the hosts draw)")
        case let feeds:
            work.append("\(feeds) StorageFeeds whose pushes no frame has drained (call drain() before the hosts draw)")
        }
        return work
    }
}
