extension Theme {
    /// The kind of background a ``Theme`` is made for: ``dark`` (``Theme/dark``) or
    /// ``light`` (``Theme/light``). A struct with static members rather than an enum, so a
    /// kind added later never breaks a `switch`.
    ///
    /// ```swift
    /// let accent = theme.background == .light ? Color.blue : Color.cyan
    /// ```
    public struct Background: Hashable, Sendable, CustomStringConvertible {
        /// `light` or `dark`.
        public let name: String

        private init(name: String) {
            self.name = name
        }

        public var description: String { name }

        /// A terminal with a dark background, light text on it.
        public static let dark = Background(name: "dark")
        /// A terminal with a light background, dark text on it.
        public static let light = Background(name: "light")
    }
}
