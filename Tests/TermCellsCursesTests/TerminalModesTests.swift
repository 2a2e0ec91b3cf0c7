import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one owner of the terminal's modes: its questions in one write, the answers routed to the
/// mode that asked, set bytes when due (the keyboard mode after the alternate screen shows),
/// resets in the reverse order, and a signal's restore that follows what was granted.
@MainActor @Suite struct TerminalModesTests {
    static let escape = "\u{1B}"

    /// The modes of a full-screen (or inline) program whose terminal answers, writing into a
    /// pipe read back by `written()`. Grapheme clustering is off: its answer would change how
    /// the whole test process measures text.
    @MainActor final class Harness {
        let modes: TerminalModes
        let ends: (read: Int32, write: Int32)

        init(inline: Bool = false, links: Bool = false, environment: [String: String] = [:]) throws {
            var descriptors: [Int32] = [0, 0]
            try #require(pipe(&descriptors) == 0)
            ends = (descriptors[0], descriptors[1])
            _ = fcntl(ends.read, F_SETFL, fcntl(ends.read, F_GETFL) | O_NONBLOCK)
            // The grapheme and image questions are tested on their own: not asked here.
            let variables = environment.merging([GraphemeClusterMode.variable: "0", "TERMCELLS_IMAGES": "blocks"]) {
                mine, _ in mine
            }
            let setting = TerminalModeSetting(
                options: TerminalOptions(screen: inline ? .inline(rows: .fixed(3)) : .fullScreen, hyperlinks: links),
                isInline: inline, asksTerminal: true, environment: { variables[$0] },
                capability: { $0 == "kmous" ? Array("\u{1B}[<".utf8) : nil })
            modes = TerminalModes(setting, output: ends.write)
        }

        deinit {
            close(ends.read)
            close(ends.write)
        }

        /// What the modes wrote since the last call.
        func written() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1_024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(ends.read, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    func bytes(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }

    @Test func theModesAreListedInTheOrderTheyAreSet() {
        #expect(
            TerminalModes.kinds.map { "\($0)" } == [
                "MouseReporting", "BracketedPaste", "LinksMode", "KeyboardEnhancement", "GraphemeClusterMode",
                "SynchronizedOutput", "TrueColorMode", "TerminalVersionQuestionMode", "CellPixelsQuestionMode",
                "SixelRegistersQuestionMode", "SixelGeometryQuestionMode", "ImageQuestionMode",
            ])
    }

    @Test func theFullScreenAsksEveryQuestionAndSetsWhatItHasInOneWrite() throws {
        let harness = try Harness()
        harness.modes.ask()
        #expect(harness.written() == "\(Self.escape)[?u\(Self.escape)[?2004h")
        #expect(harness.modes.awaitsAnswers)
    }

    @Test func theKeyboardModeIsPushedOnceTheAlternateScreenShowsAndPoppedFirst() throws {
        let harness = try Harness(links: true)
        harness.modes.useRestore(before: [], after: Array("END".utf8))
        harness.modes.ask()
        _ = harness.written()
        let change = harness.modes.take(bytes("\(Self.escape)[?1u"))
        #expect(change == .redraw)
        #expect(harness.modes.grants(KeyboardEnhancement.self))
        #expect(harness.written().isEmpty, "pushed before the alternate screen showed")
        // A signal's restore pops it from the answer on, before the modes set earlier.
        let e = Self.escape
        #expect(
            String(decoding: harness.modes.restoreSequence, as: UTF8.self)
                == "\(e)[<u\(e)]8;;\(e)\\\(e)[?2004l\(e)[?1006l\(e)[?1002l\(e)[?1000lEND")
        harness.modes.alternateScreenShown()
        #expect(harness.written() == "\(e)[>1u")
        harness.modes.alternateScreenShown()
        #expect(harness.written().isEmpty, "pushed twice")
        // A stop resets in the reverse order; the links and mouse modes have nothing to send.
        #expect(String(decoding: harness.modes.leave(), as: UTF8.self) == "\(e)[<u\(e)[?2004l")
        // After `fg`, bracketed paste at once, the keyboard mode after the next frame.
        #expect(String(decoding: harness.modes.setAgain(), as: UTF8.self) == "\(e)[?2004h")
        harness.modes.alternateScreenShown()
        #expect(harness.written() == "\(e)[>1u")
    }

    @Test func anAnswerNotAskedForOrASecondOneChangesNothing() throws {
        let unasked = try Harness(environment: ["TERMCELLS_KITTY_KEYBOARD": "0"])
        #expect(unasked.modes.mode(KeyboardEnhancement.self) == nil)
        #expect(unasked.modes.take(bytes("\(Self.escape)[?1u")) == [])
        let asked = try Harness()
        #expect(asked.modes.take(bytes("\(Self.escape)[?1u")) == .redraw)
        #expect(asked.modes.take(bytes("\(Self.escape)[?1u")) == [])
        asked.modes.finish()
        let late = try Harness()
        late.modes.finish()
        #expect(late.modes.take(bytes("\(Self.escape)[?1u")) == [])
        #expect(!late.modes.grants(KeyboardEnhancement.self))
    }

    @Test func answersAreRecognisedByTheModesThatAskThem() {
        #expect(TerminalModes.isAnswer(bytes("\(Self.escape)[?15u")))
        #expect(TerminalModes.isAnswer(bytes("\(Self.escape)[?2027;3$y")))
        // The primary device attributes answer the image question (sixel where they list 4).
        #expect(TerminalModes.isAnswer(bytes("\(Self.escape)[?62;22c")))
        #expect(!TerminalModes.isAnswer(bytes("\(Self.escape)[>1;10;0c")))
        #expect(!TerminalModes.isAnswer(bytes("\(Self.escape)[27u")))
    }

    @Test func inlineModeSetsTheKeyboardModeAtOnceAndClosesALinkOnItsWayOut() throws {
        let harness = try Harness(inline: true, links: true)
        #expect(harness.modes.mode(BracketedPaste.self) == nil && harness.modes.mode(MouseReporting.self) == nil)
        _ = harness.modes.take(bytes("\(Self.escape)[?1u"))
        let e = Self.escape
        #expect(harness.written() == "\(e)[>1u")
        #expect(String(decoding: harness.modes.leave(), as: UTF8.self) == "\(e)[<u\(e)]8;;\(e)\\")
        #expect(String(decoding: harness.modes.setAgain(), as: UTF8.self) == "\(e)[>1u")
    }
}
