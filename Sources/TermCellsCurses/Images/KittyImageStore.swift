import Foundation

/// The images a program has given a kitty terminal to show by placeholders: each uploaded once,
/// under an id of its own, shown again by its placeholders whenever it scrolls back, deleted
/// when the program leaves the screen and uploaded again when it comes back.
///
/// Views ask for an image with ``show(id:png:columns:rows:)`` while they draw; the frame sends
/// what they asked for (``takePending()``) before its cells.
@MainActor
package final class KittyImageStore {
    package static let shared = KittyImageStore()

    /// The bytes of upload commands kept to send again after the terminal forgot them (a stop,
    /// Ctrl-Z): past it, the least recently shown images are deleted from the terminal too.
    static let keptBytes = 32 << 20
    /// The base64 characters of one command's payload, the most kitty takes.
    static let chunkSize = 4096

    private struct Upload {
        let command: [UInt8]
        var lastShown: Int
    }

    /// The first id handed out: random in each process, so that two programs showing images
    /// in one terminal (one after the other, or side by side in tmux) do not reuse each other's
    /// ids. Ids stay below 2²⁴, the colours a placeholder's foreground can name.
    private let firstID = UInt32.random(in: 1...(1 << 24 - 1 - (1 << 16)))
    private var issued: UInt32 = 0
    private var uploads: [UInt32: Upload] = [:]
    private var uploadedBytes = 0
    private var clock = 0
    private var pending: [UInt8] = []
    /// Whether the commands are wrapped for tmux's passthrough (the program runs inside tmux).
    var insideTmux = ProcessInfo.processInfo.environment["TMUX"].map { !$0.isEmpty } ?? false

    /// A new image id, for an image about to be shown.
    package func newID() -> UInt32 {
        let id = firstID &+ issued % (1 << 16)
        issued &+= 1
        return id
    }

    /// Has the terminal show image `id` (`png`, placed in `columns` × `rows` cells) wherever its
    /// placeholders are drawn: uploads it unless it is there already.
    package func show(id: UInt32, png: [UInt8], columns: Int, rows: Int) {
        clock += 1
        if uploads[id] != nil {
            uploads[id]?.lastShown = clock
            return
        }
        let command = Self.uploadCommand(id: id, png: png, columns: columns, rows: rows, insideTmux: insideTmux)
        pending += command
        uploads[id] = Upload(command: command, lastShown: clock)
        uploadedBytes += command.count
        deleteLeastRecentlyShown()
    }

    /// Whether image `id` is uploaded (or about to be).
    package func isUploaded(_ id: UInt32) -> Bool { uploads[id] != nil }

    /// The commands the next frame sends before its cells.
    package func takePending() -> [UInt8] {
        defer { pending.removeAll() }
        return pending
    }

    /// The commands that delete every image from the terminal (leaving the screen): their
    /// uploads are kept, for ``uploadAgain()``.
    package func deleteAll() -> [UInt8] {
        pending.removeAll()
        return uploads.keys.sorted().flatMap { Self.deleteCommand(id: $0, insideTmux: insideTmux) }
    }

    /// Queues every kept upload again, for the frame that comes back to the screen (after `fg`).
    package func uploadAgain() {
        pending = uploads.sorted { $0.value.lastShown < $1.value.lastShown }.flatMap(\.value.command)
    }

    private func deleteLeastRecentlyShown() {
        guard uploadedBytes > Self.keptBytes else { return }
        for (id, upload) in uploads.sorted(by: { $0.value.lastShown < $1.value.lastShown }) {
            guard uploadedBytes > Self.keptBytes / 2 else { break }
            uploads[id] = nil
            uploadedBytes -= upload.command.count
            pending += Self.deleteCommand(id: id, insideTmux: insideTmux)
        }
    }

    /// `png` uploaded as image `id` with a virtual placement of `columns` × `rows` cells, the
    /// placement placeholders show (`a=T,U=1`); quiet (`q=2`): the terminal answers nothing.
    static func uploadCommand(id: UInt32, png: [UInt8], columns: Int, rows: Int, insideTmux: Bool) -> [UInt8] {
        let payload = Array(Data(png).base64EncodedData())
        var chunks = stride(from: 0, to: max(payload.count, 1), by: chunkSize).map {
            payload[$0..<min($0 + chunkSize, payload.count)]
        }
        if chunks.isEmpty { chunks = [[]] }
        var bytes: [UInt8] = []
        for (index, chunk) in chunks.enumerated() {
            var keys = index == 0 ? "a=T,U=1,f=100,t=d,i=\(id),c=\(columns),r=\(rows),q=2" : "q=2"
            if chunks.count > 1 { keys += index == chunks.count - 1 ? ",m=0" : ",m=1" }
            bytes += graphicsCommand(keys: keys, payload: chunk, insideTmux: insideTmux)
        }
        return bytes
    }

    /// Deletes image `id` and frees its data (`d=I`).
    static func deleteCommand(id: UInt32, insideTmux: Bool) -> [UInt8] {
        graphicsCommand(keys: "a=d,d=I,i=\(id),q=2", payload: [], insideTmux: insideTmux)
    }

    /// `ESC _ G keys ; payload ESC \`, inside tmux wrapped in its passthrough (`ESC P tmux;`,
    /// every escape doubled).
    static func graphicsCommand(keys: String, payload: ArraySlice<UInt8>, insideTmux: Bool) -> [UInt8] {
        var command: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8)
        if !payload.isEmpty { command += [UInt8(ascii: ";")] + payload }
        command += [0x1B, UInt8(ascii: "\\")]
        guard insideTmux else { return command }
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in command {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, UInt8(ascii: "\\")]
    }
}
