import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal answered to the questions inline mode asks before its first frame: where
/// its cursor is, and the answers to the modes' questions (see ``TerminalModes``). The full
/// screen does not wait: it asks the modes' questions only, and takes the answers when they
/// come, among the keys (``InputToken/answer(_:)``).
///
/// The modes' questions are followed by a primary device attributes request (`ESC [ c`),
/// which every terminal answers, after its other answers: a terminal that knows none of the
/// modes answers that one only, so its answer ends the wait. A terminal that answers nothing is
/// waited for ``timeout`` milliseconds. Keys typed meanwhile are kept, in order, in
/// ``otherInput``, for the input framer.
struct TerminalReplies: Equatable {
    /// The cursor's column (1-based), when it was asked for and answered.
    var cursorColumn: Int?
    /// The answers to the modes' questions, whole sequences, in the order they came.
    var answers: [[UInt8]] = []
    /// Whether the answer that ends the wait has come.
    var isComplete = false
    /// The bytes read that answer nothing (keys typed ahead), in the order they came.
    var otherInput: [UInt8] = []

    /// No answer yet.
    init() {}

    /// How long answers are waited for, in milliseconds.
    static let timeout: Int32 = 250
    /// How much longer, in milliseconds, the rest of an answer cut off when ``timeout`` passed
    /// is waited for.
    static let extendedTimeout: Int32 = 1_000

    /// Asks the questions on `output` and reads the answers from `input` (both the terminal, in
    /// a mode that neither echoes nor waits for a line), for at most ``timeout`` milliseconds,
    /// and ``extendedTimeout`` more when what came by then ends in a cut-off sequence.
    /// `isAnswer` tells the modes' answers. Asks nothing, and returns at once, when there is no
    /// question.
    @MainActor
    static func ask(
        cursorPosition: Bool, questions: [UInt8], isAnswer: (ArraySlice<UInt8>) -> Bool, input: Int32, output: Int32
    ) -> TerminalReplies {
        var replies = TerminalReplies()
        guard cursorPosition || !questions.isEmpty else { return replies }
        var question = cursorPosition ? Array("\u{1B}[6n".utf8) : []
        if !questions.isEmpty { question += questions + Array("\u{1B}[c".utf8) }
        CursesTerminal.writeAll(question[...], to: output)
        var deadline = MainLoop.monotonicNanoseconds() + UInt64(timeout) * 1_000_000
        var extended = false
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            replies = TerminalReplies(
                reading: received, askedCursorPosition: cursorPosition, askedModes: !questions.isEmpty,
                isAnswer: isAnswer)
            let now = MainLoop.monotonicNanoseconds()
            guard !replies.isComplete else { return replies }
            if now >= deadline {
                // A terminal that has begun an answer is answering, only slowly (a remote
                // link): its rest is waited for once more, and longer, rather than left to
                // arrive among the keys.
                guard !extended, Self.endsInCutOffSequence(received) else { return replies }
                extended = true
                deadline = now + UInt64(extendedTimeout) * 1_000_000
            }
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let result = poll(&ready, 1, Int32((deadline - now + 999_999) / 1_000_000))
            // The deadline passed: decided at the top, where it may be extended.
            if result == 0 || (result < 0 && errno == EINTR) { continue }
            guard result > 0, ready.revents & Int16(POLLIN) != 0 else { return replies }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return replies }
            received += buffer[0..<count]
        }
    }

    /// Reads what the terminal sent after the questions: their answers, and everything else
    /// as ``otherInput`` (a sequence cut off at the end included, for the framer to finish).
    init(
        reading bytes: [UInt8], askedCursorPosition: Bool, askedModes: Bool,
        isAnswer: (ArraySlice<UInt8>) -> Bool = TerminalModes.isAnswer
    ) {
        let endsWithAttributes = askedModes
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, let end = Self.endOfControlSequence(bytes, at: index) else {
                otherInput.append(bytes[index])
                index += 1
                continue
            }
            let parameters = bytes[(index + 2)..<end]
            let final = bytes[end]
            // The device attributes answer ends the wait, before any mode takes it for its own.
            if endsWithAttributes, final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") {
                isComplete = true
            } else if askedModes, isAnswer(bytes[index...end]) {
                answers.append(Array(bytes[index...end]))
            } else if askedCursorPosition, final == UInt8(ascii: "R"), let position = Self.numbers(parameters),
                position.count == 2
            {
                cursorColumn = position[1]
                if !endsWithAttributes { isComplete = true }
            } else {
                otherInput += bytes[index...end]
            }
            index = end + 1
            if isComplete {
                otherInput += bytes[index...]
                return
            }
        }
    }

    /// Whether `bytes` end in an escape sequence cut off before its final byte: an Esc, or
    /// `ESC [` and parameter or intermediate bytes.
    static func endsInCutOffSequence(_ bytes: [UInt8]) -> Bool {
        guard let escape = bytes.lastIndex(of: 0x1B) else { return false }
        let rest = bytes[(escape + 1)...]
        guard let introducer = rest.first else { return true }
        return introducer == UInt8(ascii: "[") && rest.dropFirst().allSatisfy { (0x20...0x3F).contains($0) }
    }

    /// The index of the final byte of the `ESC [` sequence at `index`, or nil when there is
    /// none there or it is cut off.
    private static func endOfControlSequence(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var cursor = index + 2
        while cursor < bytes.count, (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
        // Intermediate bytes: DECRQM's answer ends in `$ y`.
        while cursor < bytes.count, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, (0x40...0x7E).contains(bytes[cursor]) else { return nil }
        return cursor
    }

    /// The `;`-separated decimal numbers of `parameters`, or nil when one is empty or not a number.
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        for field in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard !field.isEmpty, field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return numbers
    }
}
