import Testing

@testable import TermCellsCurses

/// The image protocol chosen at start-up from the terminal's answers, its entry and its
/// environment: kitty placeholders, kitty placements, sixel, iTerm2, blocks, nothing; and the
/// answers read out of the bytes a terminal sends.
@Suite struct ImageProtocolChoiceTests {
    static func bytes(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }

    static let kitty031 = TerminalVersion(name: "kitty", numbers: [0, 31, 0])
    static let kitty026 = TerminalVersion(name: "kitty", numbers: [0, 26, 5])

    static let cases: [(String, TerminalImageFacts, ImageProtocol)] = [
        (
            "kitty 0.31",
            TerminalImageFacts(speaksKittyGraphics: true, version: kitty031, trueColor: true, colors: 256),
            .kittyPlaceholders
        ),
        (
            "kitty 0.26",
            TerminalImageFacts(speaksKittyGraphics: true, version: kitty026, trueColor: true, colors: 256),
            .kittyPlacements
        ),
        (
            "kitty by its name, its version not (yet) answered",
            TerminalImageFacts(speaksKittyGraphics: true, trueColor: true, colors: 256), .kittyPlacements
        ),
        (
            "Ghostty",
            TerminalImageFacts(
                speaksKittyGraphics: true, version: TerminalVersion(name: "ghostty", numbers: [1, 1, 0]), colors: 256),
            .kittyPlaceholders
        ),
        (
            "WezTerm",
            TerminalImageFacts(
                speaksKittyGraphics: true, version: TerminalVersion(name: "WezTerm", numbers: [20_240_203]),
                terminalProgram: "WezTerm", colors: 256),
            .kittyPlacements
        ),
        (
            "kitty through tmux's passthrough",
            TerminalImageFacts(speaksKittyGraphics: true, insideTmux: true, colors: 256), .kittyPlaceholders
        ),
        ("xterm as a VT340", TerminalImageFacts(deviceAttributes: [63, 1, 2, 4, 6, 9, 15, 22], colors: 256), .sixel),
        ("iTerm2", TerminalImageFacts(terminalProgram: "iTerm.app", trueColor: true, colors: 256), .iTerm2),
        ("sixel inside tmux", TerminalImageFacts(deviceAttributes: [62, 4], insideTmux: true, colors: 256), .blocks),
        ("a 256-colour xterm", TerminalImageFacts(deviceAttributes: [62, 22], colors: 256), .blocks),
        ("an 8-colour linux console", TerminalImageFacts(colors: 8), .blocks),
        ("vt100", TerminalImageFacts(deviceAttributes: [1, 2], colors: -1), .altText),
        (
            "the plain mode on kitty",
            TerminalImageFacts(speaksKittyGraphics: true, version: kitty031, colors: 256, plain: true), .altText
        ),
    ]

    @Test(arguments: cases)
    func theBestProtocolTheTerminalShowsIsChosen(terminal: String, facts: TerminalImageFacts, expected: ImageProtocol) {
        #expect(ImageProtocolChoice.choose(for: facts) == expected, "\(terminal)")
    }

    @Test func anOverrideIsTakenAsAskedButThePlainModeDrawsNothing() {
        let xterm = TerminalImageFacts(colors: 256)
        #expect(ImageProtocolChoice.choose(for: xterm, override: .sixel) == .sixel)
        #expect(ImageProtocolChoice.choose(for: xterm, override: ImageProtocol(environmentValue: "none")) == .altText)
        var plain = xterm
        plain.plain = true
        #expect(ImageProtocolChoice.choose(for: plain, override: .kittyPlaceholders) == .altText)
    }

    @Test func theEnvironmentNamesEachProtocolAndNothingElse() {
        let names = ["kitty", "kitty-placements", "SIXEL", "iterm2", "blocks", "none"].compactMap(
            ImageProtocol.init(environmentValue:))
        #expect(names == [.kittyPlaceholders, .kittyPlacements, .sixel, .iTerm2, .blocks, .altText])
        #expect(ImageProtocol(environmentValue: "") == nil)
        #expect(ImageProtocol(environmentValue: "kitty-placement") == nil)
    }

    @Test func theKittyGraphicsAnswerIsReadByItsId() {
        #expect(ImageAnswers.kittyGraphicsAnswer(Self.bytes("\u{1B}_Gi=31;OK\u{1B}\\"), id: 31) == true)
        #expect(ImageAnswers.kittyGraphicsAnswer(Self.bytes("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\"), id: 31) == false)
        #expect(ImageAnswers.kittyGraphicsAnswer(Self.bytes("\u{1B}_Gi=7;OK\u{1B}\\"), id: 31) == nil)
        #expect(ImageAnswers.kittyGraphicsAnswer(Self.bytes("\u{1B}[?62;4c"), id: 31) == nil)
    }

    @Test func theDeviceAttributesAreReadAndSixelIsTheirFour() {
        let vt340 = ImageAnswers.deviceAttributes(Self.bytes("\u{1B}[?63;1;2;4;6;9;15;22c"))
        #expect(vt340 == [63, 1, 2, 4, 6, 9, 15, 22])
        #expect(TerminalImageFacts(deviceAttributes: vt340 ?? []).listsSixel)
        // The first number is the device's class: a class of 4 lists no sixel.
        #expect(!TerminalImageFacts(deviceAttributes: [4, 1]).listsSixel)
        #expect(ImageAnswers.deviceAttributes(Self.bytes("\u{1B}[?62;xc")) == nil)
        #expect(ImageAnswers.deviceAttributes(Self.bytes("\u{1B}[>1;10;0c")) == nil)
    }

    @Test func theTerminalsVersionIsReadInEitherForm() {
        #expect(ImageAnswers.terminalVersion(Self.bytes("\u{1B}P>|kitty(0.31.0)\u{1B}\\")) == Self.kitty031)
        #expect(
            ImageAnswers.terminalVersion(Self.bytes("\u{1B}P>|tmux 3.4\u{1B}\\"))
                == TerminalVersion(name: "tmux", numbers: [3, 4]))
        #expect(ImageAnswers.terminalVersion(Self.bytes("\u{1B}P>|\u{1B}\\")) == nil)
        #expect(Self.kitty031.isAtLeast(ImageProtocolChoice.firstKittyWithPlaceholders))
        #expect(!Self.kitty026.isAtLeast(ImageProtocolChoice.firstKittyWithPlaceholders))
        #expect(TerminalVersion(name: "kitty", numbers: [0, 28]).isAtLeast([0, 28, 0]))
    }

    @MainActor @Test func theAccessibleModeShowsAltTextUnlessATaskPinnedItsDrawing() {
        let chosen = ImageProtocol.showsAltTextOnly
        defer { ImageProtocol.showsAltTextOnly = chosen }
        ImageProtocol.showsAltTextOnly = true
        #expect(ImageProtocol.active == .altText)
        ImageProtocol.$pinned.withValue(ImageProtocol.Drawing(.kittyPlaceholders, colorCount: 256)) {
            #expect(ImageProtocol.active == .kittyPlaceholders)
            #expect(ImageProtocol.activeColorCount == 256)
        }
    }
}

/// The device attributes question: asked on the full screen when TermCells chooses, its answer
/// choosing sixel where it lists 4.
@MainActor
@Suite struct ImageQuestionModeTests {
    static func setting(inline: Bool = false, environment: [String: String] = [:], images: ImageProtocol? = nil)
        -> TerminalModeSetting
    {
        var options = TerminalOptions(screen: inline ? .inline(rows: .fixed(3)) : .fullScreen)
        options.images = images
        return TerminalModeSetting(
            options: options, isInline: inline, asksTerminal: true, environment: { environment[$0] },
            capability: { _ in nil })
    }

    @Test func theFullScreenAsksUnlessTheChoiceIsMadeOrTmuxAnswers() {
        #expect(ImageQuestionMode(Self.setting())?.question == Array("\u{1B}[c".utf8))
        #expect(ImageQuestionMode(Self.setting(inline: true)) == nil)
        #expect(ImageQuestionMode(Self.setting(environment: ["TERMCELLS_IMAGES": "blocks"])) == nil)
        #expect(ImageQuestionMode(Self.setting(images: .altText)) == nil)
        #expect(ImageQuestionMode(Self.setting(environment: ["TMUX": "/tmp/tmux-0/default,1,0"])) == nil)
    }

    @Test func anAnswerListingSixelChangesTheImagesAndOneWithoutChangesNothing() throws {
        let vt340 = try #require(ImageQuestionMode(Self.setting()))
        #expect(vt340.take(Array("\u{1B}[?63;1;2;4;6;9;15;22c".utf8)[...]) == .images)
        #expect(vt340.deviceAttributes == [63, 1, 2, 4, 6, 9, 15, 22])
        let xterm = try #require(ImageQuestionMode(Self.setting()))
        #expect(xterm.take(Array("\u{1B}[?64;1;2;6;9;15;18;21;22c".utf8)[...]) == [])
        #expect(!ImageQuestionMode.isAnswer(Array("\u{1B}[>1;10;0c".utf8)[...]))
    }
}

/// The version question: asked on the full screen of a terminal that says it is kitty, its
/// answer changing the images only where that kitty draws placeholders (0.28 on).
@MainActor
@Suite struct TerminalVersionQuestionModeTests {
    static let kitty = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]

    @Test func kittyIsAskedItsVersionUnlessTheChoiceIsMadeOrTmuxAnswers() {
        let setting = ImageQuestionModeTests.setting
        #expect(TerminalVersionQuestionMode(setting(false, Self.kitty, nil))?.question == Array("\u{1B}[>0q".utf8))
        #expect(TerminalVersionQuestionMode(setting(false, ["KITTY_WINDOW_ID": "3"], nil)) != nil)
        #expect(TerminalVersionQuestionMode(setting(false, ["TERM": "xterm-256color"], nil)) == nil)
        #expect(TerminalVersionQuestionMode(setting(true, Self.kitty, nil)) == nil)
        #expect(TerminalVersionQuestionMode(setting(false, Self.kitty, .blocks)) == nil)
        #expect(
            TerminalVersionQuestionMode(
                setting(false, Self.kitty.merging(["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 }, nil))
                == nil)
    }

    @Test func onlyAKittyThatDrawsPlaceholdersChangesTheImages() throws {
        let old = try #require(TerminalVersionQuestionMode(ImageQuestionModeTests.setting(environment: Self.kitty)))
        #expect(old.take(Array("\u{1B}P>|kitty(0.26.5)\u{1B}\\".utf8)[...]) == [])
        #expect(old.version == TerminalVersion(name: "kitty", numbers: [0, 26, 5]))
        let new = try #require(TerminalVersionQuestionMode(ImageQuestionModeTests.setting(environment: Self.kitty)))
        #expect(new.take(Array("\u{1B}P>|kitty(0.35.2)\u{1B}\\".utf8)[...]) == .images)
        #expect(!TerminalVersionQuestionMode.isAnswer(Array("\u{1B}[?62;c".utf8)[...]))
    }
}

/// The questions about pixels: a cell's size (`CSI 16 t`) where the device does not say it,
/// the sixel colour registers and the largest sixel (XTSMGRAPHICS), each answer read exactly.
@MainActor
@Suite struct PixelQuestionModesTests {
    @Test func aCellsSizeIsAskedOnlyWhereTheDeviceDoesNotSayIt() throws {
        var setting = ImageQuestionModeTests.setting()
        #expect(CellPixelsQuestionMode(setting) == nil)
        setting.knowsCellPixels = false
        let mode = try #require(CellPixelsQuestionMode(setting))
        #expect(mode.question == Array("\u{1B}[16t".utf8))
        #expect(mode.take(Array("\u{1B}[6;20;9t".utf8)[...]) == .images)
        #expect(mode.cellPixels == Size(width: 9, height: 20))
        var tmux = ImageQuestionModeTests.setting(environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
        tmux.knowsCellPixels = false
        #expect(CellPixelsQuestionMode(tmux) == nil)
    }

    @Test func theAnswersAreReadExactly() {
        #expect(ImageAnswers.cellPixels(Array("\u{1B}[6;18;8t".utf8)[...]) == Size(width: 8, height: 18))
        #expect(ImageAnswers.cellPixels(Array("\u{1B}[6;0;8t".utf8)[...]) == nil)
        #expect(ImageAnswers.cellPixels(Array("\u{1B}[4;600;800t".utf8)[...]) == nil)
        #expect(ImageAnswers.cellPixels(Array("\u{1B}[6;18t".utf8)[...]) == nil)
        #expect(ImageAnswers.sixelRegisters(Array("\u{1B}[?1;0;256S".utf8)[...]) == 256)
        #expect(ImageAnswers.sixelRegisters(Array("\u{1B}[?1;3;0S".utf8)[...]) == 0)
        #expect(ImageAnswers.sixelRegisters(Array("\u{1B}[?2;0;800;480S".utf8)[...]) == nil)
        #expect(ImageAnswers.sixelGeometry(Array("\u{1B}[?2;0;800;480S".utf8)[...]) == Size(width: 800, height: 480))
        #expect(ImageAnswers.sixelGeometry(Array("\u{1B}[?2;3;0;0S".utf8)[...]) == Size(width: 0, height: 0))
        #expect(ImageAnswers.sixelGeometry(Array("\u{1B}[?1;0;256S".utf8)[...]) == nil)
    }

    @Test func aTerminalsRegistersChangeTheSixelsAndAFailureChangesNothing() throws {
        let vt340 = try #require(SixelRegistersQuestionMode(ImageQuestionModeTests.setting()))
        #expect(vt340.question == Array("\u{1B}[?1;1S".utf8))
        #expect(vt340.take(Array("\u{1B}[?1;0;16S".utf8)[...]) == .images)
        #expect(vt340.registers == 16)
        let other = try #require(SixelRegistersQuestionMode(ImageQuestionModeTests.setting()))
        #expect(other.take(Array("\u{1B}[?1;3;0S".utf8)[...]) == [])
        #expect(other.registers == nil)
        #expect(SixelRegistersQuestionMode(ImageQuestionModeTests.setting(images: .blocks)) == nil)
    }

    @Test func theLargestSixelIsTakenFromAnAnswerThatGivesOne() throws {
        let xterm = try #require(SixelGeometryQuestionMode(ImageQuestionModeTests.setting()))
        #expect(xterm.question == Array("\u{1B}[?2;1S".utf8))
        #expect(xterm.take(Array("\u{1B}[?2;0;1000;1000S".utf8)[...]) == .images)
        #expect(xterm.geometry == Size(width: 1000, height: 1000))
        let other = try #require(SixelGeometryQuestionMode(ImageQuestionModeTests.setting()))
        #expect(other.take(Array("\u{1B}[?2;3;0;0S".utf8)[...]) == [])
        #expect(other.geometry == nil)
    }
}
