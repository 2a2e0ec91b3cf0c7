/// What a terminal told about the images it can show, and what its entry and environment say:
/// the facts ``ImageProtocolChoice`` decides from.
struct TerminalImageFacts: Equatable, Sendable {
    /// Whether the terminal answered the kitty graphics query (`a=q`) with `OK`.
    var speaksKittyGraphics = false
    /// The terminal's name and version from its XTVERSION answer (`kitty(0.31.0)`), if any.
    var version: TerminalVersion?
    /// The parameters of its primary device attributes answer (`CSI ? 62 ; 4 ; 22 c`).
    var deviceAttributes: [Int] = []
    /// `TERM_PROGRAM` (iTerm2 says `iTerm.app`, WezTerm `WezTerm`).
    var terminalProgram: String?
    /// Whether the program runs inside tmux (`TMUX` is set); the answers above are then the
    /// outer terminal's where tmux passes them through.
    var insideTmux = false
    /// Whether the entry or the terminal takes 24-bit colour.
    var trueColor = false
    /// The colours the entry declares (`colors`); below 8, no blocks.
    var colors = 0
    /// Whether the program runs in the plain accessible mode (pages of text, no drawing).
    var plain = false

    /// Whether the device attributes list sixel graphics (4).
    var listsSixel: Bool { deviceAttributes.dropFirst().contains(4) }
}

extension TerminalImageFacts {
    /// The terminals speaking kitty's graphics that the environment names.
    enum KittyGraphicsTerminal {
        /// kitty (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`), whose version it does not say.
        case kitty
        /// Ghostty (`TERM_PROGRAM=ghostty`, `TERM=xterm-ghostty`), placeholders in every release.
        case ghostty
    }

    /// The terminal speaking kitty's graphics that `variable` (a variable's value, nil when
    /// unset or empty) names, if any.
    static func kittyGraphicsTerminal(named variable: (String) -> String?) -> KittyGraphicsTerminal? {
        if variable("TERM_PROGRAM")?.lowercased() == "ghostty" || variable("TERM") == "xterm-ghostty" {
            return .ghostty
        }
        if variable("TERM") == "xterm-kitty" || variable("KITTY_WINDOW_ID") != nil { return .kitty }
        return nil
    }
}

/// A terminal's name and version, as XTVERSION (`CSI > q`) answers them.
struct TerminalVersion: Equatable, Sendable {
    let name: String
    /// The version's numbers (`0.31.0` → [0, 31, 0]).
    let numbers: [Int]

    /// Whether the version is `other` or later, comparing number by number.
    func isAtLeast(_ other: [Int]) -> Bool {
        for index in 0..<max(numbers.count, other.count) {
            let (mine, theirs) = (index < numbers.count ? numbers[index] : 0, index < other.count ? other[index] : 0)
            if mine != theirs { return mine > theirs }
        }
        return true
    }
}
