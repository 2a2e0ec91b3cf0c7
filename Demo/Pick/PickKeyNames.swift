import TermCellsCurses

/// fzf's names for keys (`--expect ctrl-d,alt-x,f2`): the key names `--expect` takes and
/// prints back when one of them ends the picker.
enum PickKeyNames {
    /// The fzf name of `key`, or nil when it has none here.
    static func name(of key: KeyEvent) -> String? {
        let alt = key.modifiers.contains(.alt)
        switch key.key {
        case .character(let character) where alt: return "alt-\(character)"
        case .control(let letter): return alt ? "ctrl-alt-\(letter)" : "ctrl-\(letter)"
        case .function(let number) where !alt: return "f\(number)"
        case .enter: return alt ? "alt-enter" : "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "btab"
        case .backspace: return alt ? "alt-bspace" : "bspace"
        case .delete: return "del"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .insert: return "insert"
        case .character(" "): return "space"
        default: return nil
        }
    }

    /// The names in a comma-separated `--expect` list, lowercased, or the first unknown one.
    static func parse(_ list: String) -> Result<Set<String>, UnknownKey> {
        var names = Set<String>()
        for part in list.split(separator: ",", omittingEmptySubsequences: true) {
            let name = part.lowercased()
            guard isKnown(name) else { return .failure(UnknownKey(name: String(part))) }
            names.insert(name)
        }
        return .success(names)
    }

    struct UnknownKey: Error {
        let name: String
    }

    private static let plain: Set<String> = [
        "enter", "esc", "tab", "btab", "bspace", "del", "up", "down", "left", "right", "home", "end", "pgup", "pgdn",
        "insert", "space", "alt-enter", "alt-bspace",
    ]

    private static func isKnown(_ name: String) -> Bool {
        if plain.contains(name) { return true }
        for prefix in ["ctrl-alt-", "ctrl-", "alt-"] where name.hasPrefix(prefix) {
            return name.dropFirst(prefix.count).count == 1
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) { return true }
        return false
    }
}
