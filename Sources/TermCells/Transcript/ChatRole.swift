/// Who speaks a ``ChatMessage``: a name, shown on the message's role line and used to pick
/// the message's look (``MessageStyles``).
///
/// A struct rather than an enum, so a program can name roles of its own (`ChatRole("planner")`)
/// and new common roles never break a `switch`.
///
/// ```swift
/// let question = ChatMessage(role: .user, text: "What is the smallest planet?")
/// let note = ChatMessage(role: "reviewer", text: "Checked.")
/// ```
public struct ChatRole: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name shown on the role line.
    public let name: String

    /// A role named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { name }

    /// The person using the program.
    public static let user = ChatRole("user")
    /// The model or agent answering.
    public static let assistant = ChatRole("assistant")
    /// Instructions or notices from the program itself.
    public static let system = ChatRole("system")
    /// The output of a tool the assistant ran.
    public static let tool = ChatRole("tool")
}
