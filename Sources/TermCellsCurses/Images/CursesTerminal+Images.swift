import CNcursesw
import Foundation

extension CursesTerminal {
    /// How images are drawn on this terminal: chosen at start-up (see ``TerminalOptions/images``).
    public var imageProtocol: ImageProtocol { ImageProtocol.active }

    /// The protocol for a terminal starting with `options`, from its entry and environment;
    /// `TERMCELLS_IMAGES` over `options.images`. Without colours nothing is drawn, whatever is asked.
    static func chooseImageProtocol(options: TerminalOptions, colors: Bool, trueColor: Bool) -> ImageProtocol {
        guard colors else { return .altText }
        let environment = ProcessInfo.processInfo.environment
        var facts = TerminalImageFacts(
            terminalProgram: environment["TERM_PROGRAM"], insideTmux: environment["TMUX"].map { !$0.isEmpty } ?? false,
            trueColor: colors && trueColor, colors: colors ? max(8, Int(tigetnum("colors"))) : 0,
            plain: Application.accessibleByDefault)
        // Ghostty says its name and draws kitty's placeholders in every release. kitty's
        // entry names no version, and before 0.28 it draws no placeholders: it is not taken
        // at its name.
        if environment["TERM_PROGRAM"]?.lowercased() == "ghostty" || environment["TERM"] == "xterm-ghostty" {
            facts.speaksKittyGraphics = true
            facts.version = TerminalVersion(name: "ghostty", numbers: [])
        }
        let override = environment["TERMCELLS_IMAGES"].flatMap(ImageProtocol.init(environmentValue:)) ?? options.images
        return ImageProtocolChoice.choose(for: facts, override: override)
    }
}
