/// A template or screen file that could not be read, with the place of the problem.
///
/// Its description is `file:line: message`, as compilers write it, so editors can jump there.
public struct FileParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name (or path, when it was loaded from one).
    public var file: String
    /// The line of the problem, counting from 1.
    public var line: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// Sanitised (`sanitizedForTerminal()`): it quotes the file's own
    /// content, which may hold escape sequences, and is meant for standard error.
    public var description: String { "\(file):\(line): \(message)".sanitizedForTerminal() }
}
