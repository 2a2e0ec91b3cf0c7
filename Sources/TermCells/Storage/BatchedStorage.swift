/// A storage whose observers and batches a ``StorageBatch`` keeps: what every storage's
/// `addObserver` and `removeObserver` do, written once. Internal, so that a storage's public
/// face stays the ``Storage`` protocol and its own `performUpdates`.
@MainActor
protocol BatchedStorage: Storage {
    /// The storage's observers and the batch of changes it is recording for them.
    var batch: StorageBatch { get }
}

extension BatchedStorage {
    public func addObserver(_ observer: any StorageObserver) {
        batch.add(observer)
    }

    public func removeObserver(_ observer: any StorageObserver) {
        batch.remove(observer)
    }
}
