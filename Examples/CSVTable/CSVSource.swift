#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CSV comes from: a file, or standard input (`-`).
public enum CSVSource: Equatable, Sendable {
    case file(String)
    case standardInput

    /// `-` is standard input; anything else a path.
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// What opening found: bytes ready now (a mapped file), or a descriptor to read in the
    /// background as its bytes come (a pipe, a terminal).
    enum Opened {
        case mapped(CSVBytes)
        case stream(Int32)
    }

    /// Opens the source now, so that a missing file or a directory is refused before any
    /// screen is shown. Cost: O(1) for a regular file that can be mapped (it is not read).
    func open() throws(CSVOpenError) -> Opened {
        switch self {
        case .standardInput:
            // Redirected from a file at its start (`csv - < data.csv`): mapped like the file.
            var status = stat()
            if fstat(0, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
                lseek(0, 0, SEEK_CUR) == 0, let bytes = CSVBytes.map(descriptor: 0, size: Int(status.st_size))
            {
                return .mapped(bytes)
            }
            return .stream(0)
        case .file(let path):
            var status = stat()
            guard stat(path, &status) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw .missing(path: path) }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if status.st_mode & S_IFMT == S_IFDIR { throw .directory(path: path) }
            let descriptor = systemOpen(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            // A file of size 0 (those of /proc, until read) or one that cannot be mapped (those
            // of /sys) is read as a stream, as `cat` reads it.
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
                let bytes = CSVBytes.map(descriptor: descriptor, size: Int(status.st_size))
            {
                close(descriptor)
                return .mapped(bytes)
            }
            return .stream(descriptor)
        }
    }
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        return Glibc.open(path, flags)
    #else
        return Darwin.open(path, flags)
    #endif
}
