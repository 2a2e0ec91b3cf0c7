import CNcursesw
import Foundation

extension CursesTerminal {
    /// How images are drawn on this terminal: chosen at start-up (see ``TerminalOptions/images``).
    public var imageProtocol: ImageProtocol { ImageProtocol.active }

    /// The protocol for a terminal starting with `options`, from its entry and environment;
    /// `TERMCELLS_IMAGES` over `options.images`. Without colours nothing is drawn, whatever is asked.
    static func chooseImageProtocol(options: TerminalOptions, colors: Bool, trueColor: Bool) -> ImageProtocol {
        guard colors else { return .none }
        let environment = ProcessInfo.processInfo.environment
        let facts = TerminalImageFacts(
            terminalProgram: environment["TERM_PROGRAM"], insideTmux: environment["TMUX"].map { !$0.isEmpty } ?? false,
            trueColor: colors && trueColor, colors: colors ? max(8, Int(tigetnum("colors"))) : 0,
            plain: Application.accessibleByDefault)
        let override = environment["TERMCELLS_IMAGES"].flatMap(ImageProtocol.init(environmentValue:)) ?? options.images
        return ImageProtocolChoice.choose(for: facts, override: override)
    }
}
