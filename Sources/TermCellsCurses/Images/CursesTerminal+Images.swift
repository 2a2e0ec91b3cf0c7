import CNcursesw
import Foundation

extension CursesTerminal {
    /// How images are drawn on this terminal: chosen at start-up (see ``TerminalOptions/images``).
    public var imageProtocol: ImageProtocol { ImageProtocol.active }

    /// The protocol for a terminal starting with `options`, from its entry and environment;
    /// `TERMCELLS_IMAGES` over `options.images`. Without colours nothing is drawn, whatever is asked.
    static func chooseImageProtocol(options: TerminalOptions, colors: Bool, trueColor: Bool) -> ImageProtocol {
        guard colors else { return .altText }
        var facts = TerminalImageFacts(
            terminalProgram: environmentValue("TERM_PROGRAM"), insideTmux: environmentValue("TMUX") != nil,
            trueColor: colors && trueColor, colors: colors ? max(8, Int(tigetnum("colors"))) : 0,
            plain: Application.accessibleByDefault)
        // Ghostty draws kitty's placeholders in every release. kitty does not say its version,
        // and before 0.28 it draws no placeholders: it gets direct placements, which every
        // release draws, until it answers its version (``TerminalVersionQuestionMode``).
        // Inside tmux these name the outer terminal, which may not be the one the program's
        // pane is shown in.
        if !facts.insideTmux, let terminal = TerminalImageFacts.kittyGraphicsTerminal(named: environmentValue) {
            facts.speaksKittyGraphics = true
            if terminal == .ghostty { facts.version = TerminalVersion(name: "ghostty", numbers: []) }
        }
        let override = askedImageProtocol(options: options)
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

    /// Chooses again once the terminal answered its device attributes (`attributes`) or its
    /// name and version (`version`).
    static func chooseImageProtocolAgain(deviceAttributes attributes: [Int]?, version: TerminalVersion?) {
        if let attributes { startChoice.facts.deviceAttributes = attributes }
        if let version { startChoice.facts.version = version }
        ImageProtocol.active = choose()
    }

    /// What a signal's restore sends first on the full screen where kitty's graphics may be
    /// drawn (the terminal says it is kitty or Ghostty, or they are asked for): every placement
    /// on the screen deleted with its image (`a=d,d=A`), wrapped for tmux's passthrough inside
    /// tmux; empty elsewhere. The images a program uploaded are not known ahead, and a
    /// signal's handler makes nothing.
    static func kittyImagesRestore(options: TerminalOptions) -> [UInt8] {
        let drawsKitty =
            askedImageProtocol(options: options).map { $0 == .kittyPlaceholders || $0 == .kittyPlacements }
            ?? (TerminalImageFacts.kittyGraphicsTerminal(named: environmentValue) != nil)
        guard drawsKitty else { return [] }
        return KittyImageStore.graphicsCommand(
            keys: "a=d,d=A,q=2", payload: [], insideTmux: environmentValue("TMUX") != nil)
    }

    /// The protocol the program asked for: `TERMCELLS_IMAGES` over `options.images`.
    private static func askedImageProtocol(options: TerminalOptions) -> ImageProtocol? {
        environmentValue("TERMCELLS_IMAGES").flatMap(ImageProtocol.init(environmentValue:)) ?? options.images
    }

    /// The process environment's value of `name`; nil when unset or empty.
    private static func environmentValue(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A cell's size in pixels: the device's (`TIOCGWINSZ`), else what the terminal answered
    /// (``CellPixelsQuestionMode``), else 10 × 20.
    func cellPixels() -> Size {
        Self.cellPixels(descriptor: outputDescriptor) ?? modes.mode(CellPixelsQuestionMode.self)?.cellPixels
            ?? Size(width: 10, height: 20)
    }

    /// A cell's size in pixels, from the device's size in pixels (`TIOCGWINSZ`); nil where the
    /// device does not say.
    static func cellPixels(descriptor: Int32) -> Size? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
            size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
        else { return nil }
        return Size(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row))
    }

    /// Takes what the image questions' answers say, once one changed the images: the protocol
    /// chosen again, the cell's pixels, the sixel registers and the largest sixel.
    func takeImageAnswers() {
        Self.chooseImageProtocolAgain(
            deviceAttributes: modes.mode(ImageQuestionMode.self)?.deviceAttributes,
            version: modes.mode(TerminalVersionQuestionMode.self)?.version)
        ImageProtocol.activeCellPixels = cellPixels()
        if let registers = modes.mode(SixelRegistersQuestionMode.self)?.registers {
            ImageProtocol.activeSixelRegisters = registers
        }
        if let geometry = modes.mode(SixelGeometryQuestionMode.self)?.geometry {
            ImageProtocol.activeSixelGeometry = geometry
        }
    }
}
