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
        startChoice = (facts, override, options.screen != .fullScreen)
        return choose()
    }

    /// What the protocol was chosen from at start: the facts, the override, whether inline.
    private static var startChoice = (facts: TerminalImageFacts(), override: ImageProtocol?.none, inline: false)

    private static func choose() -> ImageProtocol {
        let chosen = ImageProtocolChoice.choose(for: startChoice.facts, override: startChoice.override)
        // Inline, the block scrolls with the shell's lines: pixels laid over it would not.
        return chosen.drawsOverCells && startChoice.inline ? .blocks : chosen
    }

    /// Chooses again once the terminal answered its device attributes (`attributes`).
    static func chooseImageProtocolAgain(deviceAttributes attributes: [Int]) {
        startChoice.facts.deviceAttributes = attributes
        ImageProtocol.active = choose()
    }

    /// A cell's size in pixels, from the device's size in pixels (`TIOCGWINSZ`); 10 × 20 where
    /// the terminal does not say.
    static func cellPixels(descriptor: Int32) -> Size {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
        else { return Size(width: 10, height: 20) }
        return Size(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row))
    }
}
