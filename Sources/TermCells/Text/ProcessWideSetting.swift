#if canImport(Synchronization) && os(Linux)
    import Synchronization
#endif

/// The process's choice of ``GraphemeClustering``, and how many scopes of
/// `GraphemeClustering.withEnabled(_:operation:)` are running, readable from any thread.
///
/// Read once per piece of non-ASCII text measured (never for ASCII, see `DisplayGlyphs`): an
/// atomic load where the platform has one for every supported version, a lock elsewhere. The
/// task-local choice of a scope is looked up only while some scope runs, so a program that
/// never opens one pays the load alone.
enum ProcessWideSetting {
    #if canImport(Synchronization) && os(Linux)
        private static let storage = Atomic<Bool>(false)
        private static let scopes = Atomic<Int>(0)

        static var value: Bool {
            get { storage.load(ordering: .relaxed) }
            set { storage.store(newValue, ordering: .relaxed) }
        }

        static var hasScopes: Bool { scopes.load(ordering: .relaxed) > 0 }

        static func enterScope() { scopes.add(1, ordering: .relaxed) }

        static func leaveScope() { scopes.subtract(1, ordering: .relaxed) }
    #else
        // `Synchronization.Atomic` needs macOS 15; the package supports macOS 13.
        private static let storage = LockedState((value: false, scopes: 0))

        static var value: Bool {
            get { storage.withLock { $0.value } }
            set { storage.withLock { $0.value = newValue } }
        }

        static var hasScopes: Bool { storage.withLock { $0.scopes > 0 } }

        static func enterScope() { storage.withLock { $0.scopes += 1 } }

        static func leaveScope() { storage.withLock { $0.scopes -= 1 } }
    #endif
}
