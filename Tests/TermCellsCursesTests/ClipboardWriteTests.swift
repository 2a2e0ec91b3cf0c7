import Testing

@testable import TermCellsCurses

/// What `Application.copyToClipboard(_:)` sends: the entry's `Ms` filled in, xterm's form for
/// terminals known to take it, nothing elsewhere.
@MainActor @Suite struct ClipboardWriteTests {
    static let xtermMs = Array("\u{1B}]52;%p1%s;%p2%s\u{07}".utf8)

    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func base64IsRFC4648s(text: String, encoded: String) {
        #expect(String(decoding: ClipboardWrite.base64(Array(text.utf8)), as: UTF8.self) == encoded)
    }

    @Test func theEntrysMsCarriesTheClipboardAndTheTextInBase64() {
        let bytes = ClipboardWrite.sequence(for: "héllo\nwörld", setSelection: Self.xtermMs, environment: [:])
        // "héllo\nwörld" in UTF-8, base64.
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "\u{1B}]52;c;aMOpbGxvCnfDtnJsZA==\u{07}")
    }

    @Test func anMsOfAnotherFormSendsNothing() {
        let odd = Array("\u{1B}]52;%p2%s;%p1%s\u{07}".utf8)
        #expect(ClipboardWrite.sequence(for: "x", setSelection: odd, environment: [:]) == nil)
        let padded = Array("\u{1B}]52;%p1%s;%p2%s$<5>\u{07}".utf8)
        #expect(ClipboardWrite.sequence(for: "x", setSelection: padded, environment: [:]) == nil)
    }

    @Test(arguments: [
        ["TERM": "xterm-kitty"], ["TERM": "foot"], ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"],
        ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"],
    ])
    func terminalsKnownToTakeItWithoutMsGetXtermsForm(environment: [String: String]) {
        let bytes = ClipboardWrite.sequence(for: "hi", setSelection: nil, environment: environment)
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "\u{1B}]52;c;aGk=\u{07}")
    }

    @Test(arguments: [["TERM": "linux"], ["TERM": "vt100"], ["TERM": "screen"], [:]])
    func otherTerminalsWithoutMsGetNothing(environment: [String: String]) {
        #expect(ClipboardWrite.sequence(for: "hi", setSelection: nil, environment: environment) == nil)
    }

    @Test func theEnvironmentTurnsItOff() {
        #expect(
            ClipboardWrite.sequence(for: "hi", setSelection: Self.xtermMs, environment: ["TERMCELLS_CLIPBOARD": "0"])
                == nil)
    }
}
