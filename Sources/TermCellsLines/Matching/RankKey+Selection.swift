extension RankKey {
    /// Puts the `count` smallest keys of `keys` first, in ascending order; the rest follow in no
    /// particular order. O(n + count log count) on average (a quickselect, then a sort of the
    /// front), where a full sort would be O(n log n): a million matches, of which a screen
    /// shows fifty, are ranked without sorting the other 999,950.
    static func selectSmallest(_ count: Int, in keys: inout [UInt64]) {
        let wanted = min(max(0, count), keys.count)
        guard wanted > 0 else { return }
        if wanted < keys.count {
            keys.withUnsafeMutableBufferPointer { partition(&$0, smallest: wanted) }
        }
        keys[0..<wanted].sort()
    }

    /// Quickselect: afterwards every key in `keys[0..<wanted]` is smaller than every key after
    /// it (keys are distinct: each holds its line index).
    private static func partition(_ keys: inout UnsafeMutableBufferPointer<UInt64>, smallest wanted: Int) {
        var low = 0
        var high = keys.count - 1
        while low < high {
            // Median of three as the pivot: sorted or reversed runs stay linear.
            let middle = low + (high - low) / 2
            let pivot = median(keys[low], keys[middle], keys[high])
            var left = low
            var right = high
            while left <= right {
                while keys[left] < pivot { left += 1 }
                while keys[right] > pivot { right -= 1 }
                if left <= right {
                    keys.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            // keys[low...right] ≤ pivot ≤ keys[left...high]
            if wanted <= right {
                high = right
            } else if wanted >= left {
                low = left
            } else {
                return
            }
        }
    }

    @inline(__always)
    private static func median(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt64 {
        max(min(a, b), min(max(a, b), c))
    }

    /// The `count` smallest of `keys` (all of them when fewer), in ascending order, `keys`
    /// unchanged. O(n): one pass counts the keys of each score (the top 16 bits), and only the
    /// keys of the best scores that hold `count` are copied and selected among.
    static func smallest(_ count: Int, of keys: [UInt64]) -> [UInt64] {
        guard count > 0 else { return [] }
        guard count < keys.count else { return keys.sorted() }
        var cutoff = 0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 1 << 16) { counts in
            counts.initialize(repeating: 0)
            for key in keys { counts[Int(key >> 48)] += 1 }
            var total = 0
            while total < count {
                total += Int(counts[cutoff])
                cutoff += 1
            }
        }
        var chosen = keys.filter { Int($0 >> 48) < cutoff }
        selectSmallest(count, in: &chosen)
        return Array(chosen.prefix(count))
    }
}
