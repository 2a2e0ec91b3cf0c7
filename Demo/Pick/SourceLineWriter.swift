import Foundation
import TermCellsLines

/// Prints matches kept as places in a file (``SourceMatches``), best first, by reading them from
/// the file again: a block of output at a time, each block's lines read in file order, so only
/// a block is ever held, and the file is read a few times over at most (page cache, no seek).
struct SourceLineWriter {
    /// The output gathered before it is written: the most the lines take in memory at once.
    static let blockBytes = 16 << 20
    /// How much of the file one read takes.
    static let readBytes = 1 << 20

    /// The file descriptor the lines are read from, with `origin` the offset where the stream
    /// its places count from began.
    let descriptor: Int32
    let origin: Int
    /// What ends each printed line.
    let terminator: UInt8

    /// The offset `descriptor` is at when it is a regular file that can be read again (nil for a
    /// pipe, a terminal, a socket).
    static func rereadableOffset(of descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        return offset >= 0 ? Int(offset) : nil
    }

    /// Writes every match of `matches` (sorted) to standard output, each followed by the
    /// terminator; false when the file could not be read back as it was (it shrank).
    func write(_ matches: SourceMatches) -> Bool {
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.blockBytes)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.readBytes)
        defer {
            block.deallocate()
            buffer.deallocate()
        }
        var rank = 0
        // Each line of a block: where it is in the file, where it goes in the block, its length.
        var items: [(start: Int, at: Int, length: Int)] = []
        while rank < matches.count {
            items.removeAll(keepingCapacity: true)
            var used = 0
            while rank < matches.count {
                let place = matches.place(atRank: rank)
                // A line is at most 1 MiB: every block takes at least one.
                guard used + place.length + 1 <= Self.blockBytes || items.isEmpty else { break }
                items.append((origin + place.start, used, place.length))
                used = min(used + place.length + 1, Self.blockBytes)
                rank += 1
            }
            items.sort { $0.start < $1.start }
            var bufferStart = 0
            var bufferCount = 0
            for item in items {
                let length = min(item.length, Self.blockBytes - 1 - item.at)
                if item.start < bufferStart || item.start + length > bufferStart + bufferCount {
                    if length > Self.readBytes {
                        guard read(into: block, at: item.at, count: length, from: item.start) else { return false }
                        block[item.at + length] = terminator
                        continue
                    }
                    bufferStart = item.start
                    bufferCount = readFully(into: buffer, from: item.start)
                    guard length <= bufferCount else { return false }
                }
                let offset = item.start - bufferStart
                if let target = block.baseAddress, let source = buffer.baseAddress {
                    (target + item.at).update(from: source + offset, count: length)
                }
                block[item.at + length] = terminator
            }
            // A reader that went away (a closed pipe) wants nothing more.
            if !FilterOutput.writeAll(UnsafeBufferPointer(rebasing: block[0..<used])) { return true }
        }
        return true
    }

    /// Reads as much of `buffer` as the file has from `offset`; returns how many bytes it read.
    private func readFully(into buffer: UnsafeMutableBufferPointer<UInt8>, from offset: Int) -> Int {
        var filled = 0
        while filled < buffer.count, let base = buffer.baseAddress {
            let count = pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return filled
    }

    private func read(
        into block: UnsafeMutableBufferPointer<UInt8>, at position: Int, count: Int, from offset: Int
    ) -> Bool {
        readFully(into: UnsafeMutableBufferPointer(rebasing: block[position..<(position + count)]), from: offset)
            == count
    }

}
