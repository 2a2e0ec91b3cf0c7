/// A cache that keeps values up to a number of bytes, dropping the least recently used first.
struct ByteBoundedCache<Key: Hashable, Value> {
    private struct Entry {
        let value: Value
        let bytes: Int
        var lastUse: UInt64
    }

    /// The bytes the cache keeps at most.
    let limit: Int
    private var entries: [Key: Entry] = [:]
    private(set) var totalBytes = 0
    private var clock: UInt64 = 0

    init(limit: Int) {
        self.limit = limit
    }

    var count: Int { entries.count }

    /// The value for `key`, which counts as a use.
    mutating func value(for key: Key) -> Value? {
        clock += 1
        guard entries[key] != nil else { return nil }
        entries[key]?.lastUse = clock
        return entries[key]?.value
    }

    /// Keeps `value` for `key`, then drops the least recently used values while over the limit:
    /// down to three quarters of it, so that a full cache does not sort at every insertion.
    mutating func insert(_ value: Value, bytes: Int, for key: Key) {
        clock += 1
        if let old = entries.updateValue(Entry(value: value, bytes: bytes, lastUse: clock), forKey: key) {
            totalBytes -= old.bytes
        }
        totalBytes += bytes
        guard totalBytes > limit else { return }
        let target = limit / 4 * 3
        for (oldKey, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard totalBytes > target else { break }
            if oldKey == key { continue }
            entries[oldKey] = nil
            totalBytes -= entry.bytes
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        totalBytes = 0
    }
}
