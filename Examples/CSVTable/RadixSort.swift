/// A stable least-significant-digit radix sort of `UInt64` keys carrying `Int32` payloads:
/// eight passes of one byte, a pass skipped when every key has the same byte there.
/// Cost: O(n) per pass, two extra buffers of n; no comparison at all.
enum RadixSort {
    static func sort(keys: inout [UInt64], payloads: inout [Int32]) {
        let count = keys.count
        guard count > 1 else { return }
        var keyScratch = [UInt64](repeating: 0, count: count)
        var payloadScratch = [Int32](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 256)
        var inScratch = false
        for pass in 0..<8 {
            let shift = UInt64(pass * 8)
            for index in counts.indices { counts[index] = 0 }
            let source = inScratch ? keyScratch : keys
            for key in source { counts[Int((key >> shift) & 0xFF)] += 1 }
            if counts.contains(count) { continue }
            var total = 0
            for index in counts.indices {
                let bucket = counts[index]
                counts[index] = total
                total += bucket
            }
            if inScratch {
                scatter(&keyScratch, &payloadScratch, into: &keys, &payloads, shift: shift, offsets: &counts)
            } else {
                scatter(&keys, &payloads, into: &keyScratch, &payloadScratch, shift: shift, offsets: &counts)
            }
            inScratch.toggle()
        }
        if inScratch {
            keys = keyScratch
            payloads = payloadScratch
        }
    }

    private static func scatter(
        _ keys: inout [UInt64], _ payloads: inout [Int32], into keyTarget: inout [UInt64],
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
