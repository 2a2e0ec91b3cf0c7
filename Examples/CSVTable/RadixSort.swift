/// A stable least-significant-digit radix sort of `UInt64` keys carrying `Int32` payloads:
/// eight passes of one byte, a pass skipped when every key has the same byte there (keys
/// below 2³², say, take four). The eight byte counts come from one read of the keys.
/// Cost: O(n) per pass, two extra buffers of n; no comparison at all.
enum RadixSort {
    static func sort(keys: inout [UInt64], payloads: inout [Int32]) {
        let count = keys.count
        guard count > 1, payloads.count == count else { return }
        var counts = [Int](repeating: 0, count: 8 * 256)
        keys.withUnsafeBufferPointer { keys in
            counts.withUnsafeMutableBufferPointer { counts in
                for key in keys {
                    for byte in 0..<8 { counts[byte << 8 | Int((key >> UInt64(byte * 8)) & 0xFF)] += 1 }
                }
            }
        }
        var keyScratch = [UInt64](repeating: 0, count: count)
        var payloadScratch = [Int32](repeating: 0, count: count)
        var inScratch = false
        for pass in 0..<8 {
            var offsets = Array(counts[(pass << 8)..<((pass + 1) << 8)])
            if offsets.contains(count) { continue }
            var total = 0
            for index in offsets.indices {
                let bucket = offsets[index]
                offsets[index] = total
                total += bucket
            }
            let shift = UInt64(pass * 8)
            if inScratch {
                scatter(keyScratch, payloadScratch, into: &keys, &payloads, shift: shift, offsets: &offsets)
            } else {
                scatter(keys, payloads, into: &keyScratch, &payloadScratch, shift: shift, offsets: &offsets)
            }
            inScratch.toggle()
        }
        if inScratch {
            keys = keyScratch
            payloads = payloadScratch
        }
    }

    private static func scatter(
        _ keys: [UInt64], _ payloads: [Int32], into keyTarget: inout [UInt64],
        _ payloadTarget: inout [Int32], shift: UInt64, offsets: inout [Int]
    ) {
        keys.withUnsafeBufferPointer { keys in
            payloads.withUnsafeBufferPointer { payloads in
                keyTarget.withUnsafeMutableBufferPointer { keyTarget in
                    payloadTarget.withUnsafeMutableBufferPointer { payloadTarget in
                        offsets.withUnsafeMutableBufferPointer { offsets in
                            for index in 0..<keys.count {
                                let key = keys[index]
                                let bucket = Int((key >> shift) & 0xFF)
                                let target = offsets[bucket]
                                offsets[bucket] = target + 1
                                keyTarget[target] = key
                                payloadTarget[target] = payloads[index]
                            }
                        }
                    }
                }
            }
        }
    }
}
