extension GridManager: StorageObserver {
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        host.apply(update)
        needsDisplay()
    }

    public func storageNeedsReloading() {
        host.reloadData()
        needsDisplay()
    }
}
