/// Large rebuilds that observers should not animate.
extension MemoryStorage {
    /// Runs `updates`, then tells observers to reload once instead of describing each change,
    /// DTModelStorage's `updateWithoutAnimations(_:)`: use it for rebuilds whose description
    /// would cost more than re-reading the storage.
    ///
    /// Inside ``performUpdates(_:)`` the whole enclosing batch becomes one reload.
    public func updateWithoutAnimations(_ updates: () throws -> Void) rethrows {
        try performUpdates {
            recordNeedsReloading()
            try updates()
        }
    }
}
