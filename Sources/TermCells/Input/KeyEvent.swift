/// A key press with the modifiers the terminal could report.
public struct KeyEvent: Hashable, Sendable {
    /// Modifier keys held with the key. Terminals report them only for some keys
    /// (arrows with Shift, Alt as an Esc prefix), so absence does not prove they were up.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let alt = Modifiers(rawValue: 1 << 1)
        public static let control = Modifiers(rawValue: 1 << 2)
    }

    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

extension KeyEvent: CustomStringConvertible {
    public var description: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift) { prefix += "Shift-" }
        return prefix + key.description
    }
}
