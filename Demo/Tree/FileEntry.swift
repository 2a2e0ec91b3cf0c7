import TermCells

/// One entry of a directory listing, as the `tree` demo shows it.
struct FileEntry: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case directory
        case file
        /// A symbolic link, with its target; `opens` when it leads to a directory that is not
        /// one of its own ancestors (a loop is never followed).
        case link(target: String, opens: Bool)
        case other
    }

    /// The device and inode of a directory, to recognise it again down a symbolic link.
    struct Identity: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The name as shown: its bytes decoded, an invalid sequence as U+FFFD.
    var name: String
    /// The path as the system has it: a name need not be UTF-8, and a path rebuilt from the
    /// decoded name would name nothing.
    var pathBytes: [UInt8]
    /// The path as shown.
    var path: String { String(decoding: pathBytes, as: UTF8.self) }
    /// Where the entry leads on a terminal that shows links: its file, for anything but a
    /// directory (the tree opens those itself).
    var fileLink: Hyperlink? {
        if case .directory = kind { return nil }
        return Hyperlink.file(pathBytes: pathBytes)
    }
    var kind: Kind
    /// Bytes, for files.
    var size: Int64?
    /// The directories from the root down to this entry's own (itself included once read),
    /// so that a link back to any of them is shown as a loop.
    var ancestors: [Identity]

    var opens: Bool {
        switch kind {
        case .directory: true
        case .link(_, let opens): opens
        case .file, .other: false
        }
    }

    /// The name as listed: directories end in `/`, links show their target (and a loop says so).
    var label: String {
        switch kind {
        case .directory: name + "/"
        case .link(let target, _): name + " -> " + target + (isLoop ? "  (loop, not followed)" : "")
        case .file, .other: name
        }
    }

    /// Whether this is a link back to a directory above it.
    var isLoop = false

    /// The size in the units `ls -lh` uses: 512, 4.0K, 12M.
    var formattedSize: String {
        guard let size else { return "" }
        let units = ["K", "M", "G", "T", "P"]
        guard size >= 1_024 else { return "\(size)" }
        var value = Double(size) / 1_024
        var unit = 0
        while value >= 1_024 && unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        let rounded = (value * 10).rounded(.up) / 10
        return rounded < 10 ? "\(rounded)\(units[unit])" : "\(Int(value.rounded(.up)))\(units[unit])"
    }
}
