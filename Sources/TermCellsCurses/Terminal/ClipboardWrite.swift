#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Putting text on the clipboard through the terminal (OSC 52): the terminal, not the
/// program, owns the clipboard, so a copy works over ssh and inside tmux (with its
/// `set-clipboard` on), where no system clipboard API reaches the user's desktop.
enum ClipboardWrite {
    /// The environment variable that turns copying off (`0`) for any program.
    static let variable = "TERMCELLS_CLIPBOARD"

    /// The bytes that put `text` on the clipboard: the entry's `Ms` (`setSelection`, the
    /// extended capability xterm's, tmux's and alacritty's entries declare, its first
    /// parameter the selection, its second the text in base64) with the clipboard `c`; where
    /// the entry declares none, xterm's own form, for a terminal known to take it (kitty, foot,
    /// WezTerm, Ghostty, and tmux, which takes it from its panes whatever their `TERM`). nil
    /// on any other terminal, for an `Ms` of another form, and with `TERMCELLS_CLIPBOARD=0`.
    static func sequence(for text: String, setSelection: [UInt8]?, environment: [String: String]) -> [UInt8]? {
        guard environment[variable] != "0" else { return nil }
        let payload = base64(Array(text.utf8))
        guard let setSelection else {
            guard isKnownToTakeIt(environment) else { return nil }
            return Array("\u{1B}]52;c;".utf8) + payload + [0x07]
        }
        let template = String(decoding: setSelection, as: UTF8.self)
        // A delay (`$<5>`) is for ncurses to pad with, not bytes to send.
        guard !template.contains("$<") else { return nil }
        let parts = template.split(separator: "%p1%s", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let rest = parts[1].split(separator: "%p2%s", omittingEmptySubsequences: false)
        guard rest.count == 2, !parts[0].contains("%"), !rest[0].contains("%"), !rest[1].contains("%") else {
            return nil
        }
        return Array(parts[0].utf8) + Array("c".utf8) + Array(rest[0].utf8) + payload + Array(rest[1].utf8)
    }

    /// Whether a terminal whose entry declares no `Ms` takes OSC 52 writes.
    static func isKnownToTakeIt(_ environment: [String: String]) -> Bool {
        if environment["TMUX"] != nil { return true }
        let term = environment["TERM"] ?? ""
        if ["xterm-kitty", "xterm-ghostty", "wezterm", "foot", "foot-extra"].contains(term) { return true }
        return ["WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"] ?? "")
    }

    /// The variables ``sequence(for:setSelection:environment:)`` reads, from the process's
    /// environment.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in [variable, "TMUX", "TERM", "TERM_PROGRAM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// `bytes` in base64 (RFC 4648, with padding), as OSC 52 carries them.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    encoded.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    encoded.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return encoded
    }
}
