/// Something that shows a storage and must follow its changes: a manager, a host, a test double.
///
/// Plays the role of DTModelStorage's `StorageUpdating` delegate, except that a storage may have
/// several observers (a list and a status line counting its items, say), each held weakly.
@MainActor
public protocol StorageObserver: AnyObject {
    /// The storage changed as described; replay `update.changes` in order.
    func storageDidPerformUpdate(_ update: StorageUpdate)

    /// The storage changed in a way not worth describing (all items replaced, say):
    /// read everything again.
    func storageNeedsReloading()
}
