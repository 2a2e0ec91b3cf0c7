import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// DEC private mode 2027, grapheme clustering: a terminal in it draws each extended grapheme
/// cluster as one glyph, with the widths ``ClusterWidth`` describes (Contour's specification
/// of the mode; Ghostty, WezTerm and others take it).
///
/// The terminal is asked with DECRQM (``query``) and answers `ESC [ ? 2027 ; Ps $ y`: 1 set,
/// 2 reset (it knows the mode: TermCells sets it, and resets it on every way out), 3 always
/// set (it clusters; nothing to set), 4 always reset or 0 unknown (it does not cluster). A
/// terminal that does not know DECRQM says nothing, and widths stay per scalar.
///
/// An answer that says the terminal clusters turns ``GraphemeClustering`` on for the process,
/// and the screen is laid out and repainted, since widths changed (on the full screen the
/// answer may come after the first frame; inline mode has it before). At the end text is
/// measured by scalar again. ``TerminalOptions/graphemeClusters`` or
/// `TERMCELLS_GRAPHEME_CLUSTERS` can force either way, asking nothing.
final class GraphemeClusterMode: TerminalMode {
    /// Asks for the mode's state (DECRQM).
    nonisolated static let query = "\u{1B}[?2027$p"
    nonisolated static let setBytes: [UInt8] = Array("\u{1B}[?2027h".utf8)
    nonisolated static let resetBytes: [UInt8] = Array("\u{1B}[?2027l".utf8)
    /// The environment variable that forces clustering on (`1`) or off (`0`) for any program.
    nonisolated static let variable = "TERMCELLS_GRAPHEME_CLUSTERS"

    /// What the program does about the mode.
    enum Plan: Equatable {
        /// Asks the terminal and follows its answer.
        case ask
        /// Measures by cluster and sets the mode without asking (``setBytes`` is harmless to a
        /// terminal that does not know it): for a terminal that clusters but does not answer.
        case forceOn
        /// Measures by scalar and asks nothing.
        case forceOff
    }

    /// What the terminal's answer means: whether text is measured by cluster, and whether
    /// the mode is to be set (and reset on the way out).
    enum Answer: Equatable {
        case clusters(setsMode: Bool)
        case doesNotCluster

        init(state: Int) {
            switch state {
            case 1, 2: self = .clusters(setsMode: true)
            case 3: self = .clusters(setsMode: false)
            default: self = .doesNotCluster
            }
        }
    }

    let plan: Plan
    /// Whether the mode is set (and reset on the way out).
    private(set) var isGranted = false
    /// Whether text is measured by cluster: the mode is set, or the terminal always clusters.
    private(set) var measures = false

    init?(_ setting: TerminalModeSetting) {
        var plan = Self.plan(option: setting.options.graphemeClusters, environment: setting.environment(Self.variable))
        if plan == .ask, !setting.asksTerminal { plan = .forceOff }
        guard plan != .forceOff else { return nil }
        self.plan = plan
        isGranted = plan == .forceOn
        measures = isGranted
    }

    var question: [UInt8] { plan == .ask ? Array(Self.query.utf8) : [] }
    var setBytes: [UInt8] { Self.setBytes }
    var resetBytes: [UInt8] { Self.resetBytes }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool { state(inAnswer: sequence) != nil }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard let state = Self.state(inAnswer: answer), case .clusters(let setsMode) = Answer(state: state) else {
            return []
        }
        isGranted = setsMode
        measures = true
        GraphemeClustering.setProcessWide(true)
        return .remeasure
    }

    func prepare() {
        if measures { GraphemeClustering.setProcessWide(true) }
    }

    /// Text printed after the program's screen is measured by scalar again.
    func finish() {
        if measures { GraphemeClustering.setProcessWide(false) }
    }

    /// The state `Ps` of an answer to ``query``, `ESC [ ? 2027 ; Ps $ y`; nil for any other
    /// sequence.
    nonisolated static func state<Bytes: BidirectionalCollection<UInt8>>(inAnswer sequence: Bytes) -> Int? {
        let prefix = Array("\u{1B}[?2027;".utf8)
        let suffix = Array("$y".utf8)
        guard sequence.count == prefix.count + 1 + suffix.count, sequence.starts(with: prefix),
            sequence.reversed().starts(with: suffix.reversed())
        else { return nil }
        let digit = sequence[sequence.index(sequence.startIndex, offsetBy: prefix.count)]
        guard (0x30...0x39).contains(digit) else { return nil }
        return Int(digit - 0x30)
    }

    /// The plan for a program with option `option` (``TerminalOptions/graphemeClusters``) in
    /// an environment where ``variable`` is `environment`: the variable, when it is `1` or
    /// `0`, decides over the option.
    nonisolated static func plan(option: Bool?, environment: String?) -> Plan {
        switch environment {
        case "1": return .forceOn
        case "0": return .forceOff
        default: return option.map { $0 ? .forceOn : .forceOff } ?? .ask
        }
    }
}

extension CursesTerminal {
    /// Whether text is measured and drawn by grapheme cluster, as the terminal draws it: it
    /// answered that it clusters graphemes (mode 2027), or the program forced it
    /// (``TerminalOptions/graphemeClusters``, `TERMCELLS_GRAPHEME_CLUSTERS`). On the full
    /// screen, false until the terminal has answered, which may be after the first frame.
    public var clustersGraphemes: Bool { modes.mode(GraphemeClusterMode.self)?.measures == true }
}
