#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory that could not be read, with the system's reason.
struct DirectoryReadError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "cannot read: " + reason }
}

/// Reads directories with `opendir`/`readdir` and `lstat`, never following a link into a
/// directory it came from. Runs on whatever thread calls it (the outline's loader runs it
/// off the main actor).
enum DirectoryReader {
    /// The identity of the directory at `path` (following links), if it is one.
    static func identity(ofDirectory path: [UInt8]) -> FileEntry.Identity? {
        var info = stat()
        guard stat(systemPath(path), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return FileEntry.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The entry for the directory at `path` itself, the root of the tree.
    /// Its path is made absolute, so that its entries' links (`file://`) name whole paths.
    static func rootEntry(path: String) -> FileEntry? {
        guard let identity = identity(ofDirectory: Array(path.utf8)) else { return nil }
        return FileEntry(
            name: path, pathBytes: absolute(Array(path.utf8)), kind: .directory, size: nil, ancestors: [identity])
    }

    /// `path` from the root: as it is when it starts with `/`, else under the working directory.
    static func absolute(_ path: [UInt8]) -> [UInt8] {
        guard path.first != UInt8(ascii: "/"), let directory = getcwd(nil, 0) else { return path }
        defer { free(directory) }
        var whole = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(directory).assumingMemoryBound(to: UInt8.self), count: strlen(directory)))
        if whole.last != UInt8(ascii: "/") { whole.append(UInt8(ascii: "/")) }
        return whole + (path == Array(".".utf8) ? [] : path)
    }

    /// Whether the directory at `path` can be read and has no entry but `.` and `..`: read
    /// up to its first entry only.
    static func isEmptyDirectory(path: String) -> Bool {
        guard let stream = opendir(path) else { return false }
        defer { closedir(stream) }
        while let record = readdir(stream) {
            if entryName(of: record) != nil { return false }
        }
        return true
    }

    /// The name `readdir` gave, as the system's bytes; nil for `.` and `..`.
    private static func entryName(of record: UnsafeMutablePointer<dirent>) -> [UInt8]? {
        let rawName = withUnsafeBytes(of: record.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        return rawName == [0x2E] || rawName == [0x2E, 0x2E] ? nil : rawName
    }

    /// The entries of `directory`, sorted by name, `.` and `..` left out.
    static func children(of directory: FileEntry) throws -> [FileEntry] {
        guard let stream = opendir(systemPath(directory.pathBytes)) else {
            throw DirectoryReadError(reason: errorText())
        }
        defer { closedir(stream) }
        var entries: [FileEntry] = []
        while true {
            errno = 0
            guard let record = readdir(stream) else {
                if errno != 0 { throw DirectoryReadError(reason: errorText()) }
                break
            }
            guard let rawName = entryName(of: record) else { continue }
            let name = String(decoding: rawName, as: UTF8.self)
            let path =
                directory.pathBytes + (directory.pathBytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")])
                + rawName
            entries.append(entry(named: name, path: path, in: directory))
        }
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    private static func entry(named name: String, path: [UInt8], in directory: FileEntry) -> FileEntry {
        var info = stat()
        guard lstat(systemPath(path), &info) == 0 else {
            return FileEntry(name: name, pathBytes: path, kind: .other, size: nil, ancestors: directory.ancestors)
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            let identity = FileEntry.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            return FileEntry(
                name: name, pathBytes: path, kind: .directory, size: nil, ancestors: directory.ancestors + [identity])
        case S_IFREG:
            return FileEntry(
                name: name, pathBytes: path, kind: .file, size: Int64(info.st_size), ancestors: directory.ancestors)
        case S_IFLNK:
            let target = linkTarget(path)
            guard let identity = identity(ofDirectory: path) else {
                return FileEntry(
                    name: name, pathBytes: path, kind: .link(target: target, opens: false), size: nil,
                    ancestors: directory.ancestors)
            }
            let loops = directory.ancestors.contains(identity)
            var entry = FileEntry(
                name: name, pathBytes: path, kind: .link(target: target, opens: !loops), size: nil,
                ancestors: directory.ancestors + [identity])
            entry.isLoop = loops
            return entry
        default:
            return FileEntry(name: name, pathBytes: path, kind: .other, size: nil, ancestors: directory.ancestors)
        }
    }

    private static func linkTarget(_ path: [UInt8]) -> String {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.baseAddress.map { readlink(systemPath(path), $0, 4_096) } ?? -1
        }
        guard count > 0 else { return "?" }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    /// `path` as the NUL-terminated C string the system calls take (an array passed where a
    /// C string is expected is passed as a pointer to its elements).
    private static func systemPath(_ path: [UInt8]) -> [CChar] {
        path.map { CChar(bitPattern: $0) } + [0]
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
