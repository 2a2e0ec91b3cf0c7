#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Hyperlink {
    /// A link to the file at the absolute `path` on `host`: `file://`, the host, and the path
    /// percent-encoded where a URL may not hold a byte as it is (spaces, `%`, `#`, `?`,
    /// controls, anything but ASCII). Terminals open a file link only when it names its host,
    /// which tells a file of this machine from one of a machine reached over SSH; `host`
    /// defaults to this machine's name.
    public static func file(path: String, host: String = Hyperlink.hostName, id: String? = nil) -> Hyperlink {
        file(pathBytes: Array(path.utf8), host: host, id: id)
    }

    /// ``file(path:host:id:)`` for a path as the system has it, which need not be UTF-8: each
    /// byte is kept or percent-encoded as it is.
    public static func file(pathBytes: [UInt8], host: String = Hyperlink.hostName, id: String? = nil) -> Hyperlink {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pathBytes.count)
        for byte in pathBytes {
            if isKeptInPaths(byte) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        return Hyperlink("file://" + host + String(decoding: bytes, as: UTF8.self), id: id)
    }

    /// This machine's name, as `gethostname` gives it ("localhost" when it fails), read once:
    /// a link is made for each file shown, and the name does not change under a program.
    public static var hostName: String { machineName }

    private static let machineName: String = {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        let host = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return host.isEmpty ? "localhost" : host
    }()

    private static let hex = Array("0123456789ABCDEF".utf8)
    /// The sub-delimiters and other punctuation a path may hold as they are.
    private static let keptPunctuation = Array("-._~/!$&'()*+,;=:@".utf8)

    /// RFC 3986's unreserved characters, `/`, and the sub-delimiters a path may hold as they are.
    private static func isKeptInPaths(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            keptPunctuation.contains(byte)
        }
    }
}
