import Foundation
import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain mode's conversation: a ``LineModePresenter``'s pages written to one descriptor, the
/// person's answers read from another, one line at a time — usable through a screen reader,
/// a braille display, a serial line or a `dumb` terminal. Nothing written holds an escape byte.
@MainActor
enum PlainConversation {
    /// Whether `TERM` is `dumb`, where a screen cannot be drawn.
    nonisolated static var terminalIsDumb: Bool {
        getenv("TERM").map { String(cString: $0) == "dumb" } ?? false
    }

    /// Shows the first page, then answers each line read from `input` until an item is chosen
    /// (returned) or the person quits or the input ends (`nil`). `beforeAnswer` runs before
    /// each answer (to take in items that arrived while the person read the page).
    static func run(
        _ presenter: LineModePresenter, input: Int32, output: Int32, beforeAnswer: () -> Void = {}
    ) -> IndexPath? {
        send(presenter.page(), to: output)
        while let line = readLine(from: input) {
            beforeAnswer()
            switch presenter.respond(to: line) {
            case .show(let text): send(text, to: output)
            case .chosen(let indexPath): return indexPath
            case .quit: return nil
            }
        }
        return nil
    }

    /// Writes `text` whole (FileHandle retries short writes and signals); an error ends the
    /// page silently, as a closed terminal would.
    static func send(_ text: String, to descriptor: Int32) {
        try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
    }

    /// One line from `descriptor` without its newline (and a carriage return before it);
    /// `nil` at the end of input. Reads a byte at a time: what follows the line stays unread.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { break }
            bytes.append(byte)
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
