import CNcursesw

/// Rows are hashed only for the search of ``appendScroll(to:)``, and only once it runs: a frame
/// that comes with a ``LineMove``, or that changed too few rows for a scroll to pay, hashes no
/// row. A hash once taken follows its row (`shown`'s rows move with their hashes); nil stands
/// for the hash of the row's cells, not taken yet.
extension FrameWriter {
    /// The hash of row `y` of `shown`, taken now if not known.
    mutating func shownHash(_ y: Int) -> UInt64 {
        if let hash = shownHashes[y] { return hash }
        let hash = shown.withUnsafeBufferPointer { cells in
            Self.hash(cells, row: shownSlots[y], count: shownCounts[y], stride: stride)
        }
        shownHashes[y] = hash
        rowsHashed += 1
        return hash
    }

    /// The hash of row `y` of the frame: `next`'s when read back, else `shown`'s.
    mutating func nextHash(_ y: Int) -> UInt64 {
        if let hash = nextHashes[y] { return hash }
        guard nextTouched[y] else {
            let hash = shownHash(y)
            nextHashes[y] = hash
            return hash
        }
        let hash = next.withUnsafeBufferPointer { cells in
            Self.hash(cells, row: y, count: nextCounts[y], stride: stride)
        }
        nextHashes[y] = hash
        rowsHashed += 1
        return hash
    }

    /// FNV-1a over the bytes of the first `count` cells from `y * stride`, a word at a time.
    private static func hash(_ cells: UnsafeBufferPointer<cchar_t>, row y: Int, count: Int, stride: Int) -> UInt64 {
        guard let base = cells.baseAddress else { return 0 }
        let bytes = UnsafeRawBufferPointer(start: base + y * stride, count: count * MemoryLayout<cchar_t>.stride)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for index in 0..<words {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x100_0000_01b3
        }
        for index in (words * 8)..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }
}
