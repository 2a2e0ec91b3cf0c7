/// A problem found inside one line; the file parser adds the file and line.
struct LineProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
