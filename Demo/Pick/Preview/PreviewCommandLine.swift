/// `--preview`'s command line for one line: the command with each `{}` replaced by the line's
/// bytes in single quotes, byte for byte (invalid UTF-8 included), for `sh -c`.
///
/// A line holding a NUL byte has no command line: an argument is a C string, which ends at
/// the first NUL, so the command would be cut there (and its quoting with it). Such a line
/// gets no preview and the pane says why; the line itself is chosen and printed as it came.
enum PreviewCommandLine {
    /// `command` with `{}` replaced by `line` quoted; nil when `line` holds a NUL byte.
    static func make(_ command: String, line: [UInt8]) -> [UInt8]? {
        guard !line.contains(0) else { return nil }
        let quoted = shellQuoted(line)
        let template = Array(command.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(template.count + quoted.count)
        var index = 0
        while index < template.count {
            if template[index] == UInt8(ascii: "{"), index + 1 < template.count,
                template[index + 1] == UInt8(ascii: "}")
            {
                result += quoted
                index += 2
            } else {
                result.append(template[index])
                index += 1
            }
        }
        return result
    }

    /// `bytes` in single quotes, each `'` written as `'\''`: `sh` takes everything between
    /// single quotes as it is, so the command receives exactly these bytes.
    static func shellQuoted(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "'")]
        for byte in bytes {
            if byte == UInt8(ascii: "'") {
                result += Array("'\\''".utf8)
            } else {
                result.append(byte)
            }
        }
        result.append(UInt8(ascii: "'"))
        return result
    }
}
