import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one owner of the terminal's modes (see ``TerminalMode``), for the full screen and inline
/// mode alike: asks every mode's question in one write before the first frame, takes the
/// answers, sets what was granted and resets every set mode, in the reverse order, on every
/// way out. A signal's or a crash's restore (``TerminalRestorer``) is kept up to date with the
/// modes granted, between the screen's own bytes.
///
/// The full screen does not wait for the answers: they are taken among the keys whenever they
/// come (``take(_:)``). Inline mode waits for them before its first frame
/// (``askAndWait(input:)``), as it must for the cursor's place.
@MainActor
final class TerminalModes {
    /// Every mode, in the order they are set; they are reset in the reverse order. A new mode
    /// is a file of its own and a line here.
    nonisolated static let kinds: [any TerminalMode.Type] = [
        MouseReporting.self,
        BracketedPaste.self,
        LinksMode.self,
        KeyboardEnhancement.self,
        GraphemeClusterMode.self,
        SynchronizedOutput.self,
        TrueColorMode.self,
        TerminalVersionQuestionMode.self,
        CellPixelsQuestionMode.self,
        SixelRegistersQuestionMode.self,
        SixelGeometryQuestionMode.self,
        ImageQuestionMode.self,
    ]

    /// The modes the program wants here, in the order of ``kinds``.
    let modes: [any TerminalMode]
    private let isInline: Bool
    private let output: Int32
    /// For each mode, whether its set bytes are on the terminal now.
    private var applied: [Bool]
    /// For each mode, whether its question is asked and its answer not yet taken.
    private var awaited: [Bool]
    /// What answers changed since ``takeChanges()``.
    private var changes: TerminalModeChange = []
    /// Whether the alternate screen shows (full screen: from the first frame after a start
    /// or a stop until the next stop).
    private var showsAlternateScreen = false
    private var finished = false
    /// Whether inline mode's wait ended before the terminal's last answer: the rest may still
    /// come among the keys, to be cut off them.
    private var holdsLateAnswers = false
    /// The screen's own bytes before and after the modes' in a signal's restore.
    private var restoreFrame: (before: [UInt8], after: [UInt8]) = ([], [])

    /// The modes of a program started with `setting`, writing to `output`.
    init(_ setting: TerminalModeSetting, output: Int32) {
        modes = Self.kinds.compactMap { $0.init(setting) }
        isInline = setting.isInline
        self.output = output
        applied = Array(repeating: false, count: modes.count)
        awaited = modes.map { !$0.question.isEmpty }
    }

    /// No modes: an offscreen terminal's.
    init() {
        modes = []
        isInline = false
        output = -1
        applied = []
        awaited = []
    }

    /// The mode of type `kind`, when the program wants it here.
    func mode<Mode: TerminalMode>(_ kind: Mode.Type) -> Mode? {
        for mode in modes { if let mode = mode as? Mode { return mode } }
        return nil
    }

    /// Whether a mode of type `kind` is granted.
    func grants(_ kind: (some TerminalMode).Type) -> Bool { mode(kind)?.isGranted == true }

    /// Whether some question is still unanswered: the input framer then holds the start of an
    /// answer (`ESC [ ?`) for its rest.
    var awaitsAnswers: Bool { holdsLateAnswers || awaited.contains(true) }

    /// Whether `sequence` answers the question of some mode, whatever the program asked.
    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        kinds.contains { $0.isAnswer(sequence) }
    }

    // MARK: - Start

    /// The full screen's start: every question, then the modes granted from the start set,
    /// in one write; the answers come among the keys.
    func ask() {
        write(unansweredQuestions + setBytesOfGrantedModes())
    }

    /// Inline mode's start: asks where the cursor is and every question, waits for the
    /// answers (``TerminalReplies``), takes them and sets what was granted. A question left
    /// unanswered stays unanswered: a late answer is cut off the keys and changes nothing.
    func askAndWait(input: Int32) -> TerminalReplies {
        let replies = TerminalReplies.ask(
            cursorPosition: true, questions: unansweredQuestions, isAnswer: Self.isAnswer, input: input, output: output)
        for answer in replies.answers { _ = route(answer[...]) }
        holdsLateAnswers = !replies.isComplete
        for index in awaited.indices { awaited[index] = false }
        let bytes = setBytesOfGrantedModes()
        if !bytes.isEmpty {
            write(bytes)
            updateRestorer()
        }
        return replies
    }

    /// Has the modes do what they ask of ncurses, once its screen is up.
    func prepare() {
        for mode in modes { mode.prepare() }
    }

    // MARK: - Answers

    /// Takes an answer the terminal sent among the keys: the mode that asked it takes it (an
    /// answer not asked for, or a second one, changes nothing), its set bytes are sent when
    /// due and a signal's restore resets it from then on.
    @discardableResult
    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard !finished else { return [] }
        let change = route(answer)
        changes.formUnion(change)
        updateRestorer()
        write(setBytesOfGrantedModes())
        return change
    }

    /// What answers changed since the last call.
    func takeChanges() -> TerminalModeChange {
        defer { changes = [] }
        return changes
    }

    private func route(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard let index = modes.indices.first(where: { awaited[$0] && type(of: modes[$0]).isAnswer(answer) })
        else { return [] }
        awaited[index] = false
        return modes[index].take(answer)
    }

    // MARK: - Screens

    /// The full screen: ncurses has painted a frame on the alternate screen; the modes that
    /// belong to it are set.
    func alternateScreenShown() {
        showsAlternateScreen = true
        write(setBytesOfGrantedModes())
    }

    /// The set modes' reset bytes, in the reverse order, for a way out the program takes (a
    /// stop, the end); from then until ``setAgain()`` the modes count as not set.
    func leave() -> [UInt8] {
        showsAlternateScreen = false
        var bytes: [UInt8] = []
        for index in modes.indices.reversed() where applied[index] {
            bytes += modes[index].resetBytes
            applied[index] = false
        }
        return bytes
    }

    /// After a stop and `fg`: the set bytes of the granted modes (on the full screen, those of
    /// the alternate screen follow its next frame).
    func setAgain() -> [UInt8] { setBytesOfGrantedModes() }

    /// Once the terminal is given back for good.
    func finish() {
        finished = true
        for mode in modes { mode.finish() }
    }

    // MARK: - Restore

    /// The granted modes' restore bytes, in the reverse order.
    var restoreBytes: [UInt8] {
        modes.reversed().filter(\.isGranted).flatMap(\.restoreBytes)
    }

    /// Has a signal's restore write `before`, the modes' restore bytes, then `after` (the
    /// screen's bytes after the modes' as last given, when nil).
    func useRestore(before: [UInt8], after: [UInt8]? = nil) {
        let after = after ?? restoreFrame.after
        guard restoreFrame.before != before || restoreFrame.after != after else { return }
        restoreFrame = (before, after)
        updateRestorer()
    }

    /// The bytes a signal's restore writes now.
    var restoreSequence: [UInt8] { restoreFrame.before + restoreBytes + restoreFrame.after }

    private func updateRestorer() {
        TerminalRestorer.use(restoreSequence)
    }

    // MARK: - Helpers

    /// The questions of the modes whose answer has not come, in order.
    private var unansweredQuestions: [UInt8] {
        modes.indices.filter { awaited[$0] }.flatMap { modes[$0].question }
    }

    /// The set bytes of the granted modes not yet set whose time has come, in order; they
    /// count as set from now on.
    private func setBytesOfGrantedModes() -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, mode) in modes.enumerated() where mode.isGranted && !applied[index] {
            switch mode.timing {
            case .eachFrame: continue
            case .alternateScreen where !isInline && !showsAlternateScreen: continue
            case .session, .alternateScreen: break
            }
            bytes += mode.setBytes
            applied[index] = true
        }
        return bytes
    }

    private func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, output >= 0 else { return }
        CursesTerminal.writeAll(bytes[...], to: output)
    }
}
