/// Cuts the bytes a terminal sends into whole input tokens: characters, Esc, keys' escape
/// sequences and mouse reports.
///
/// `Application` reads the terminal itself rather than through ncurses' `wget_wch`: ncurses
/// reads the rest of a mouse report with blocking reads until the report's final byte, so a
/// report cut off part-way (a broken link, a program that wrote half of one, random input)
/// would swallow every key typed after it, `q` and Esc included; and `wget_wch` keeps reading
/// to complete an invalid UTF-8 character. The framer decides instead:
///
/// - a sequence that may still be arriving (an Esc at the end of a read, half a CSI, half
///   a mouse report, half a UTF-8 character) is held until the rest comes or the escape
///   delay passes (``flush()``); the start of a terminal's answer (`ESC [ ?`, `ESC P > |`),
///   while answers are awaited (``awaitsAnswers``), is held until its rest comes;
/// - a control sequence longer than ``longestSequence`` is dropped whole, up to its final
///   byte, however many reads it comes in;
/// - a mouse report comes out only whole and well formed, and only in the form the
///   terminal's description announces (its `kmous` prefix); anything else that starts like
///   one is dropped;
/// - a complete escape sequence comes out only when it is one of the terminal's keys
///   (ncurses' `key_defined`), another form of one (``aliases``) or a key in a parameterised
///   form (xterm's Ctrl-← `ESC [ 1 ; 5 D`, the `CSI u` form's Esc `ESC [ 27 u`; see
///   ``ControlSequenceKey``), so an unknown or ill-formed one never turns into typed characters;
/// - invalid UTF-8 (a stray continuation byte, an overlong form, a surrogate, a character cut
///   off) is dropped;
/// - everything else comes out as characters, and an Esc that starts no sequence as
///   ``InputToken/escape`` (the Esc key, or an Alt chord with the character after it);
/// - a bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) comes out as one ``InputToken/paste(_:)``
///   with its bytes untouched, collected in time linear in its length (only the new bytes are
///   searched for the end marker). A paste whose end marker has not come when the escape delay
///   passes ends there (``flush()``), so a terminal that never sends it cannot swallow the keys
///   typed after; a paste longer than ``longestPaste`` keeps its first bytes.
struct InputSequenceFramer {
    /// How a byte string relates to the keys the terminal's description defines.
    enum KeyMatch: Equatable {
        /// It is a key's whole sequence.
        case key
        /// It is the start of a longer key sequence.
        case prefix
        /// It is neither.
        case none
    }

    /// Answers for a byte string starting with Esc; in the application, ncurses' `key_defined`.
    let match: ([UInt8]) -> KeyMatch
    /// The bytes held back as a possibly incomplete sequence.
    private(set) var held: [UInt8] = []
    /// How many sequences were dropped (malformed, cut off, unknown, or invalid UTF-8).
    private(set) var droppedSequences = 0
    /// How many bytes the search for pastes' end markers has looked at, in all: about a
    /// paste's length however it is cut into reads (the work that keeps framing linear).
    private(set) var pasteBytesSearched = 0

    /// The longest escape sequence waited for; a longer one is malformed and dropped.
    static let longestSequence = 48
    /// The most bytes a paste keeps (8 MiB); the rest of a longer one is dropped.
    static let longestPaste = 8 << 20

    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// The bytes of the paste under way, while one is (between its start and end markers).
    private var paste: [UInt8]?
    /// Whether a paste is under way: its end marker has not arrived yet.
    var isPasting: Bool { paste != nil }
    /// Whether the rest of a control sequence too long to be a key is being dropped: it is
    /// dropped whole, up to its final byte, however many reads it comes in.
    private(set) var isSkippingSequence = false
    /// Whether a paste or an overlong sequence is under way, which may go on in later reads
    /// however long they take: its end is waited for past the escape delay while bytes wait
    /// to be read.
    var spansReads: Bool { isPasting || isSkippingSequence }
    /// Whether the terminal was asked questions whose answers may still come (see
    /// ``TerminalReplies``): a cut-off `ESC [ ?` sequence, which only answers start with, is
    /// then kept past the escape delay for its rest, which a slow terminal sends later,
    /// rather than dropped with its rest then read as typed text.
    var awaitsAnswers = false

    init(match: @escaping ([UInt8]) -> KeyMatch) {
        self.match = match
    }

    /// Takes the next bytes read from the terminal and returns the whole tokens in them.
    /// A possibly incomplete sequence at the end stays held: call ``flush()`` once the escape
    /// delay has passed with nothing more arriving.
    mutating func receive<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [InputToken] {
        held.append(contentsOf: bytes)
        return frame(final: false)
    }

    /// The wait for the rest of a sequence is over: returns the tokens of what was held,
    /// without a cut-off mouse report, escape sequence or UTF-8 character. A lone Esc, Esc-[
    /// and Esc-O come out: they are the Esc key and Alt chords.
    mutating func flush() -> [InputToken] {
        frame(final: true)
    }

    private enum Step {
        /// `consumed` bytes make the token (and the one `then`, an Alt chord's character).
        case emit(InputToken, consumed: Int, then: InputToken? = nil)
        case drop(Int)
        /// Drops `Int` bytes, the start of a control sequence too long to be a key, and the
        /// rest of it as it comes (``isSkippingSequence``).
        case skip(Int)
        case incomplete
    }

    /// The other forms terminals send the same keys in: cursor keys in normal mode (`ESC [ A`)
    /// as well as application mode (`ESC O A`), and the Home and End of rxvt and the Linux
    /// console. A sequence the terminal's description lacks is read as its alias.
    static let aliases: [[UInt8]: [UInt8]] = {
        var table: [[UInt8]: [UInt8]] = [:]
        for final in "ABCDHF".utf8 {
            table[[0x1B, UInt8(ascii: "["), final]] = [0x1B, UInt8(ascii: "O"), final]
            table[[0x1B, UInt8(ascii: "O"), final]] = [0x1B, UInt8(ascii: "["), final]
        }
        for (number, final) in [("1", "H"), ("7", "H"), ("4", "F"), ("8", "F")] {
            table[Array("\u{1B}[\(number)~".utf8)] = Array("\u{1B}O\(final)".utf8)
        }
        return table
    }()

    private mutating func frame(final: Bool) -> [InputToken] {
        // Taken out of `held` (not copied), so that emptying it reuses its buffer.
        var bytes: [UInt8] = []
        swap(&bytes, &held)
        defer {
            if held.isEmpty {
                bytes.removeAll(keepingCapacity: true)
                held = bytes
            }
        }
        var output: [InputToken] = []
        var index = 0
        while index < bytes.count {
            if isSkippingSequence {
                index = skipSequence(bytes, from: index)
                continue
            }
            if paste != nil {
                guard let end = collectPaste(bytes, from: index, final: final, into: &output) else {
                    return output
                }
                index = end
                continue
            }
            if bytes[index] == 0x1B, bytes[index...].starts(with: Self.pasteStart) {
                paste = []
                index += Self.pasteStart.count
                continue
            }
            let step =
                bytes[index] == 0x1B
                ? escapeStep(bytes, at: index, final: final)
                : characterStep(bytes, at: index, final: final)
            switch step {
            case .emit(let token, let consumed, let next):
                output.append(token)
                if let next { output.append(next) }
                index += consumed
            case .drop(let length):
                droppedSequences += 1
                index += length
            case .skip(let length):
                droppedSequences += 1
                isSkippingSequence = true
                index += length
            case .incomplete:
                held = Array(bytes[index...])
                return output
            }
        }
        if final, let pasted = paste {
            // The end marker did not come in time: the paste ends here.
            output.append(.paste(pasted))
            paste = nil
        }
        // Nothing more came in time: the bytes after are the user's again.
        if final { isSkippingSequence = false }
        return output
    }

    /// Drops the rest of an overlong control sequence from `bytes[index...]`: its parameter and
    /// intermediate bytes and its final byte. Returns the index after what was dropped; a byte
    /// no control sequence contains (a control character, Esc, UTF-8) ends the sequence and is
    /// kept.
    private mutating func skipSequence(_ bytes: [UInt8], from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, (0x20...0x3F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return cursor }
        isSkippingSequence = false
        return (0x40...0x7E).contains(bytes[cursor]) ? cursor + 1 : cursor
    }

    /// Adds `bytes[index...]` to the paste under way. Returns the index after its end marker
    /// when the paste is complete (its token appended to `output`); nil when the bytes ran out
    /// first — then all of them are taken but the few that may begin the end marker, which stay
    /// held, so each byte is searched about once however the paste is cut into reads.
    private mutating func collectPaste(_ bytes: [UInt8], from index: Int, final: Bool, into output: inout [InputToken])
        -> Int?
    {
        let marker = Self.pasteEnd
        pasteBytesSearched += bytes.count - index
        var cursor = index
        var found: Int?
        while let escape = bytes[cursor...].firstIndex(of: 0x1B) {
            if bytes[escape...].starts(with: marker) {
                found = escape
                break
            }
            if bytes.count - escape < marker.count, marker.starts(with: bytes[escape...]) { break }
            cursor = escape + 1
        }
        if let found {
            appendToPaste(bytes[index..<found])
            output.append(.paste(paste ?? []))
            paste = nil
            return found + marker.count
        }
        // Hold back a possible start of the end marker at the very end of what arrived.
        var keep = 0
        if !final, let lastEscape = bytes[index...].lastIndex(of: 0x1B),
            bytes.count - lastEscape < marker.count, marker.starts(with: bytes[lastEscape...])
        {
            keep = bytes.count - lastEscape
        }
        appendToPaste(bytes[index..<(bytes.count - keep)])
        held = Array(bytes[(bytes.count - keep)...])
        if final, let pasted = paste {
            output.append(.paste(pasted))
            paste = nil
        }
        return nil
    }

    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
        guard var pasted = paste else { return }
        paste = nil  // unique reference while appending
        let room = Self.longestPaste - pasted.count
        if bytes.count > room { droppedSequences += 1 }
        pasted.append(contentsOf: bytes.prefix(max(0, room)))
        paste = pasted
    }

    /// A byte that is not Esc: ASCII and whole, valid UTF-8 characters go through; a character
    /// whose last bytes have not arrived waits for them; invalid UTF-8 (a stray continuation
    /// byte, an overlong form, a surrogate, a cut-off character) is dropped, since ncurses
    /// would otherwise keep reading bytes, the next keys included, to complete it.
    private func characterStep(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let lead = bytes[index]
        if lead < 0x80 { return .emit(.character(UInt32(lead)), consumed: 1) }
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return .drop(1)
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return final ? .drop(offset) : .incomplete }
            let allowed = offset == 1 ? second : 0x80...0xBF
            guard allowed.contains(bytes[index + offset]) else { return .drop(offset) }
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return .emit(.character(value), consumed: length)
    }

    private func escapeStep(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let end = bytes.count
        guard index + 1 < end else { return final ? .emit(.escape, consumed: 1) : .incomplete }
        let introducer = bytes[index + 1]
        // Esc-[ and Esc-O with nothing after them in time are Alt chords.
        let altChord = Step.emit(.escape, consumed: 2, then: .character(UInt32(introducer)))
        switch introducer {
        case UInt8(ascii: "["):
            guard index + 2 < end else { return final ? altChord : .incomplete }
            return controlSequenceStep(bytes, at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < end else { return final ? altChord : .incomplete }
            guard (0x20...0x7E).contains(bytes[index + 2]) else { return altChord }
            return keyStep(bytes, at: index, length: 3, final: final)
        case UInt8(ascii: "P") where awaitsAnswers:
            return versionAnswerStep(bytes, at: index, final: final)
        default:
            // Esc before anything else: the Esc key, or an Alt chord with the next character.
            return .emit(.escape, consumed: 1)
        }
    }

    /// The start of a terminal's name and version (XTVERSION's answer), the one string a
    /// terminal is asked for.
    static let versionAnswerStart: [UInt8] = Array("\u{1B}P>|".utf8)
    /// The longest such answer waited for; a longer one is dropped.
    static let longestStringAnswer = 256

    /// `ESC P > |` … `ESC \`: a terminal's name and version, while answers are awaited. Held
    /// until its end comes; ended by any other Esc (dropped up to it) or past
    /// ``longestStringAnswer``. `ESC P` followed by anything else is Alt-P and what follows.
    private func versionAnswerStep(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let start = Self.versionAnswerStart
        let available = bytes[index...]
        guard available.starts(with: start) else {
            // `ESC P` alone once the delay passed is Alt-P; `ESC P >` is an answer's start.
            let mayBeStart = available.count < start.count && start.starts(with: available)
            return mayBeStart && (!final || available.count > 2) ? .incomplete : .emit(.escape, consumed: 1)
        }
        guard let escape = bytes[(index + start.count)...].firstIndex(of: 0x1B) else {
            // Longer than any answer and not ended: what came of it goes.
            return available.count > Self.longestStringAnswer ? .drop(available.count) : .incomplete
        }
        // An Esc at the end, once the delay passed, is the Esc key typed after a cut-off answer.
        guard escape + 1 < bytes.count else { return final ? .drop(escape - index) : .incomplete }
        guard bytes[escape + 1] == UInt8(ascii: "\\") else { return .drop(escape - index) }
        let sequence = Array(bytes[index...(escape + 1)])
        guard sequence.count <= Self.longestStringAnswer, TerminalModes.isAnswer(sequence[...]) else {
            return .drop(sequence.count)
        }
        return .emit(.answer(sequence), consumed: sequence.count)
    }

    /// `ESC [` …: an X10 mouse report, an SGR mouse report, or a key's CSI sequence.
    private func controlSequenceStep(_ bytes: [UInt8], at index: Int, final: Bool) -> Step {
        let end = bytes.count
        if bytes[index + 2] == UInt8(ascii: "M") {
            // X10 report: three raw bytes follow. ncurses reads it only if it is the terminal's
            // mouse prefix; otherwise its bytes would arrive as typed characters.
            guard index + 6 <= end else { return final ? .drop(end - index) : .incomplete }
            guard match(Array(bytes[index..<(index + 3)])) == .key else { return .drop(6) }
            return .emit(.mouse(Array(bytes[index..<(index + 6)])), consumed: 6)
        }
        let isSGRMouse = bytes[index + 2] == UInt8(ascii: "<")
        var cursor = index + (isSGRMouse ? 3 : 2)
        while cursor < end, (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
        while cursor < end, (0x20...0x2F).contains(bytes[cursor]) { cursor += 1 }
        if cursor - index > Self.longestSequence {
            // No key is this long: the whole sequence goes, its final byte too, else that byte
            // (a `q`, a `u`) would be read as a key.
            guard cursor < end else { return final ? .drop(end - index) : .skip(end - index) }
            return .drop(cursor - index + ((0x40...0x7E).contains(bytes[cursor]) ? 1 : 0))
        }
        guard cursor < end else {
            guard final, !(awaitsAnswers && bytes[index + 2] == UInt8(ascii: "?")) else { return .incomplete }
            return .drop(end - index)
        }
        guard (0x40...0x7E).contains(bytes[cursor]) else {
            // Cut off by a byte no sequence contains: drop what came before it, keep the byte.
            return .drop(cursor - index)
        }
        let length = cursor - index + 1
        if isSGRMouse {
            let report = bytes[index..<(index + length)]
            guard Self.isSGRMouseReport(report), match(Array(bytes[index..<(index + 3)])) != .none else {
                return .drop(length)
            }
            return .emit(.mouse(Array(report)), consumed: length)
        }
        return keyStep(bytes, at: index, length: length, final: final)
    }

    /// A complete sequence goes through when it is a key; when it is only the start of one
    /// (the Linux console's `ESC [ [ A`), the following bytes decide.
    private func keyStep(_ bytes: [UInt8], at index: Int, length: Int, final: Bool) -> Step {
        var length = length
        while true {
            let sequence = Array(bytes[index..<(index + length)])
            switch match(sequence) {
            case .key:
                return .emit(.key(sequence), consumed: length)
            case .none:
                if let alias = Self.aliases[sequence], match(alias) == .key {
                    return .emit(.key(alias), consumed: length)
                }
                if TerminalModes.isAnswer(sequence[...]) { return .emit(.answer(sequence), consumed: length) }
                // Ctrl-← and the like, which descriptions of tmux and screen do not name, and
                // keys in the `CSI u` form.
                if ControlSequenceKey.event(sequence) != nil { return .emit(.key(sequence), consumed: length) }
                return .drop(length)
            case .prefix:
                guard index + length < bytes.count else { return final ? .drop(length) : .incomplete }
                guard length < Self.longestSequence else { return .drop(length) }
                length += 1
            }
        }
    }

    /// `ESC [ < button ; column ; row M|m`: three decimal numbers.
    static func isSGRMouseReport(_ sequence: ArraySlice<UInt8>) -> Bool {
        guard sequence.count > 4, let last = sequence.last, last == UInt8(ascii: "M") || last == UInt8(ascii: "m")
        else {
            return false
        }
        let parameters = sequence.dropFirst(3).dropLast()
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        return fields.count == 3
            && fields.allSatisfy { field in
                !field.isEmpty && field.count <= 6 && field.allSatisfy { (0x30...0x39).contains($0) }
            }
    }
}
