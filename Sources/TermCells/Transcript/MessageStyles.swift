/// The look of each role's messages in a ``MessageCell``: one ``MessageStyle`` a role, and
/// ``fallback`` for roles without one (and for messages without a role).
///
/// ```swift
/// cell.styles[.user] = MessageStyle(roleLine: Style(foreground: .green, attributes: .bold))
/// cell.styles[ChatRole("reviewer")].text = .italic
/// ```
public struct MessageStyles: Hashable, Sendable {
    /// The look of a role that has none of its own.
    public var fallback: MessageStyle
    private var byRole: [ChatRole: MessageStyle]

    /// Every role looking like `fallback`.
    public init(fallback: MessageStyle = MessageStyle()) {
        self.fallback = fallback
        byRole = [:]
    }

    /// The look of `role`'s messages: its own, else ``fallback``. Setting it for `nil` sets
    /// ``fallback``.
    public subscript(role: ChatRole?) -> MessageStyle {
        get { role.flatMap { byRole[$0] } ?? fallback }
        set {
            if let role { byRole[role] = newValue } else { fallback = newValue }
        }
    }

    /// The defaults: role lines in bold, the user's green, the assistant's cyan, the
    /// system's magenta with its text dimmed, a tool's blue; plain text; yellow blocks.
    public static let standard: MessageStyles = {
        var styles = MessageStyles()
        styles[.user] = MessageStyle(roleLine: Style(foreground: .green, attributes: .bold))
        styles[.assistant] = MessageStyle(roleLine: Style(foreground: .cyan, attributes: .bold))
        styles[.system] = MessageStyle(roleLine: Style(foreground: .magenta, attributes: .bold), text: .dim)
        styles[.tool] = MessageStyle(roleLine: Style(foreground: .blue, attributes: .bold))
        return styles
    }()
}

extension MessageStyles {
    /// ``Theme/light``'s messages: no yellow or cyan, which light palettes draw pale; blocks
    /// shaded like the palette's highlight (ANSI white) so they stand apart from the text.
    static let forLightBackground: MessageStyles = {
        let block = Style(foreground: .black, background: .white)
        var styles = MessageStyles(fallback: MessageStyle(block: block))
        styles[.user] = MessageStyle(roleLine: Style(foreground: .green, attributes: .bold), block: block)
        styles[.assistant] = MessageStyle(roleLine: Style(foreground: .blue, attributes: .bold), block: block)
        styles[.system] = MessageStyle(
            roleLine: Style(foreground: .magenta, attributes: .bold), text: .dim, block: block)
        styles[.tool] = MessageStyle(roleLine: .bold, block: block)
        return styles
    }()
}
