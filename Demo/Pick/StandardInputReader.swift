import Foundation
import TermCellsCurses
import TermCellsLines

/// Reads standard input to its end on a thread of its own, cutting it into lines and handing
/// them to a ``LineFeed`` — while the main actor draws and answers keys.
enum StandardInputReader {
    /// Bytes asked for per read: a pipe gives at most its buffer (64 KiB), a file this much.
    static let readSize = 1 << 18

    /// Whether `descriptor` is open on something lines can come from: a file, a pipe, a socket
    /// or a device. A closed descriptor fails, and so does one the runtime opened in its place
    /// (an eventfd or another anonymous inode has no file type).
    static func isReadableInput(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK: return true
        default: return false
        }
    }

    static func start(into feed: LineFeed, terminator: UInt8 = 0x0A) {
        Thread.detachNewThread {
            read(from: 0, into: feed, terminator: terminator)
        }
    }

    /// Reads `descriptor` until end of file or an error, then finishes the feed.
    static func read(from descriptor: Int32, into feed: LineFeed, terminator: UInt8 = 0x0A) {
        // Lines longer than 1 MiB are cut there: memory stays bounded whatever the input.
        var splitter = LineSplitter(terminator: terminator)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: readSize)
        defer { buffer.deallocate() }
        while let base = buffer.baseAddress {
            let count = Foundation.read(descriptor, base, readSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            feed.push(splitter.split(UnsafeBufferPointer(rebasing: buffer[0..<count])))
        }
        feed.push(splitter.finish())
        feed.finish()
    }
}
