/// How text looks: attributes and colours.
public struct Style: Hashable, Sendable {
    /// Text attributes that combine.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    /// Creates a style; every part defaults to the terminal's own.
    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let italic = Style(attributes: .italic)
    public static let underline = Style(attributes: .underline)
    public static let reverse = Style(attributes: .reverse)

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with another foreground colour.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with another background colour.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
