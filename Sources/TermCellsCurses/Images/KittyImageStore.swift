import Foundation

/// The images a program has given a kitty terminal to show by placeholders: each uploaded once,
/// under an id of its own, shown again by its placeholders whenever it scrolls back, deleted
/// when the program leaves the screen and uploaded again when it comes back.
///
/// Views ask for an image with ``show(id:png:columns:rows:)`` (shown by placeholders) or
/// ``upload(id:png:)`` (shown by direct placements, ``placeCommand(id:placement:columns:rows:source:)``)
/// while they draw; the frame sends what they asked for (``takePending()``) before its cells.
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
        keep(id) { Self.uploadCommand(id: id, png: png, columns: columns, rows: rows, insideTmux: insideTmux) }
    }

    /// Has the terminal hold image `id` (`png`) for direct placements: uploads it unless it is
    /// there already. Returns the upload command, to send again where the terminal dropped the
    /// image (a cleared screen).
    @discardableResult
    package func upload(id: UInt32, png: [UInt8]) -> [UInt8] {
        keep(id) { Self.uploadCommand(id: id, png: png, columns: nil, rows: nil, insideTmux: insideTmux) }
    }

    @discardableResult
    private func keep(_ id: UInt32, command makeCommand: () -> [UInt8]) -> [UInt8] {
        clock += 1
        if let kept = uploads[id] {
            uploads[id]?.lastShown = clock
            return kept.command
        }
        let command = makeCommand()
        pending += command
        uploads[id] = Upload(command: command, lastShown: clock)
        uploadedBytes += command.count
        deleteLeastRecentlyShown()
        return command
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

    /// The screen was cleared, which in kitty deletes its direct placements and frees every
    /// image left without one: only the uploads in `kept`, which the frame sent again, are on
    /// the terminal; the others are uploaded again when next shown.
    package func screenCleared(keeping kept: Set<UInt32>) {
        for (id, upload) in uploads where !kept.contains(id) {
            uploads[id] = nil
            uploadedBytes -= upload.command.count
        }
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
    /// placement placeholders show (`a=T,U=1`), or without one when they are nil (`a=t`);
    /// quiet (`q=2`): the terminal answers nothing.
    static func uploadCommand(id: UInt32, png: [UInt8], columns: Int?, rows: Int?, insideTmux: Bool) -> [UInt8] {
        let payload = Array(Data(png).base64EncodedData())
        var chunks = stride(from: 0, to: max(payload.count, 1), by: chunkSize).map {
            payload[$0..<min($0 + chunkSize, payload.count)]
        }
        if chunks.isEmpty { chunks = [[]] }
        var bytes: [UInt8] = []
        for (index, chunk) in chunks.enumerated() {
            var keys = "q=2"
            if index == 0, let columns, let rows {
                keys = "a=T,U=1,f=100,t=d,i=\(id),c=\(columns),r=\(rows),q=2"
            } else if index == 0 {
                keys = "a=t,f=100,t=d,i=\(id),q=2"
            }
            if chunks.count > 1 { keys += index == chunks.count - 1 ? ",m=0" : ",m=1" }
            bytes += graphicsCommand(keys: keys, payload: chunk, insideTmux: insideTmux)
        }
        return bytes
    }

    /// Places image `id` at the cursor as placement `placement`, over `columns` × `rows`
    /// cells, showing the `source` pixels of the image (all of them when nil); the cursor does
    /// not move (`C=1`). Placing it again under the same numbers moves it.
    package static func placeCommand(id: UInt32, placement: UInt32, columns: Int, rows: Int, source: Rect?) -> [UInt8] {
        var keys = "a=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2"
        if let source { keys += ",x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height)" }
        return graphicsCommand(keys: keys, payload: [], insideTmux: false)
    }

    /// Deletes placement `placement` of image `id`, keeping the image (`d=i`).
    package static func deletePlacementCommand(id: UInt32, placement: UInt32) -> [UInt8] {
        graphicsCommand(keys: "a=d,d=i,i=\(id),p=\(placement),q=2", payload: [], insideTmux: false)
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
