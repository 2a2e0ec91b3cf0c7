/// The image protocol a program uses, chosen once at start-up from what the terminal answered
/// and what its entry and environment say, in the order the best picture comes first.
enum ImageProtocolChoice {
    /// The first kitty release that draws Unicode placeholders.
    static let firstKittyWithPlaceholders = [0, 28, 0]
    /// Terminals known to show iTerm2's inline images, by `TERM_PROGRAM`.
    static let iTerm2Programs: Set<String> = ["iTerm.app", "WezTerm", "mintty"]

    /// The protocol for `facts`, or `override` (`TERMCELLS_IMAGES`, a program's option) when
    /// given: an override is taken as asked, except that nothing is drawn in the plain mode.
    ///
    /// In order: kitty placeholders where the terminal speaks kitty graphics and draws them
    /// (kitty 0.28 and later, Ghostty), or inside tmux, where only placeholders survive
    /// passthrough; kitty placements where it speaks the protocol otherwise; sixel where the
    /// device attributes list 4; iTerm2's images where the terminal is known to show them;
    /// blocks where there is colour (tmux without passthrough lands here); the alt text alone
    /// otherwise.
    static func choose(for facts: TerminalImageFacts, override: ImageProtocol? = nil) -> ImageProtocol {
        if facts.plain { return .altText }
        if let override { return override }
        if facts.speaksKittyGraphics {
            if facts.insideTmux || drawsPlaceholders(facts.version) { return .kittyPlaceholders }
            return .kittyPlacements
        }
        // Through tmux a sixel or an iTerm2 image would be cut by the panes it crosses.
        if !facts.insideTmux {
            if facts.listsSixel { return .sixel }
            if let program = facts.terminalProgram, iTerm2Programs.contains(program) { return .iTerm2 }
        }
        return facts.colors >= 8 || facts.trueColor ? .blocks : .altText
    }

    /// Whether the terminal of `version` draws kitty's Unicode placeholders.
    static func drawsPlaceholders(_ version: TerminalVersion?) -> Bool {
        guard let version else { return false }
        switch version.name.lowercased() {
        case "kitty": return version.isAtLeast(firstKittyWithPlaceholders)
        case "ghostty": return true
        default: return false
        }
    }
}
