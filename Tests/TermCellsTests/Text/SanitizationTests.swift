import Testing

@testable import TermCells

@Suite struct SanitizationTests {
    private static let caretLetters = Array("@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_")

    @Test func everyC0ControlShowsInCaretNotation() throws {
        for value in UInt32(0)..<0x20 where value != 0x09 {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = "^" + String(Self.caretLetters[Int(value)])
            #expect(String(scalar).sanitizedForDisplay() == expected, "U+\(String(value, radix: 16))")
            #expect(ControlPlaceholder.placeholder(for: scalar) == expected)
        }
    }

    @Test func wellKnownControlsHaveTheirCatVPlaceholders() {
        #expect("\u{0}".sanitizedForDisplay() == "^@")
        #expect("\u{1B}[31mred".sanitizedForDisplay() == "^[[31mred")
        #expect("line\nnext\r".sanitizedForDisplay() == "line^Jnext^M")
        #expect("\u{7}".sanitizedForDisplay() == "^G")
        #expect("\u{1F}".sanitizedForDisplay() == "^_")
    }

    @Test func deleteShowsAsCaretQuestionMark() {
        #expect("a\u{7F}b".sanitizedForDisplay() == "a^?b")
    }

    @Test func everyC1ControlShowsInMetaCaretNotation() throws {
        for value in UInt32(0x80)..<0xA0 {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = "M-^" + String(Self.caretLetters[Int(value - 0x80)])
            #expect(String(scalar).sanitizedForDisplay() == expected, "U+\(String(value, radix: 16))")
        }
        #expect("\u{9B}31m".sanitizedForDisplay() == "M-^[31m")
        #expect("\u{80}".sanitizedForDisplay() == "M-^@")
        #expect("\u{9F}".sanitizedForDisplay() == "M-^_")
    }

    @Test func noRawControlSurvives() throws {
        var text = ""
        for value in UInt32(0)..<0xA0 { text.unicodeScalars.append(try #require(Unicode.Scalar(value))) }
        text += "\u{301}\u{1B}\u{301}\u{9B}\u{FE0F}"
        let sanitized = text.sanitizedForDisplay()
        #expect(!sanitized.unicodeScalars.contains(where: ControlPlaceholder.isControl))
        let buffer = ScreenBuffer(width: 400, height: 1)
        buffer.draw(text, at: .zero)
        #expect(!buffer.line(0).unicodeScalars.contains(where: ControlPlaceholder.isControl))
    }

    @Test func printableTextIsLeftAlone() {
        let text = "Grüße, 漢字 🚀 e\u{301} 👨\u{200D}👩\u{200D}👧"
        #expect(text.sanitizedForDisplay() == text)
    }

    @Test func sanitisingTwiceChangesNothing() {
        let once = "\u{301}a\t\u{1B}\u{9B}\u{378}b".sanitizedForDisplay()
        #expect(once == "\u{25CC}\u{301}a      ^[M-^[\u{FFFD}b")
        #expect(once.sanitizedForDisplay() == once)
        #expect(once.displayWidth == "\u{301}a\t\u{1B}\u{9B}\u{378}b".displayWidth)
    }

    @Test func placeholderIsNilForPrintableScalars() {
        #expect(ControlPlaceholder.placeholder(for: "a") == nil)
        #expect(ControlPlaceholder.placeholder(for: "\u{A0}") == nil)
    }
}
