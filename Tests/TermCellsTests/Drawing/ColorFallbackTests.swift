import Testing

@testable import TermCells

/// What a 24-bit colour is shown as where the terminal has no true colour: the nearest entry
/// of xterm's 256-colour cube or grey ramp, or the nearest of its 16 ANSI colours.
@Suite struct ColorFallbackTests {
    @Test(arguments: [
        (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16), (0xFF8700, 208),
        (0x808080, 244), (0x767676, 243), (0xCD0000, 160), (0x5F87AF, 67), (0x080808, 232), (0xEEEEEE, 255),
    ])
    func theNearestOf256IsTheCubesOrTheGreyRamps(hex: Int, index: Int) {
        #expect(Color(hex: UInt32(hex)).nearestIndexed == UInt8(index))
    }

    @Test(arguments: [
        (0xFF0000, 9), (0xCD0000, 1), (0xFF8700, 3), (0x000000, 0), (0xFFFFFF, 15), (0x808080, 8),
        (0x0000EE, 4), (0x5C5CFF, 12), (0xE5E5E5, 7),
    ])
    func theNearestOf16IsXtermsANSIColour(hex: Int, index: Int) {
        #expect(Color(hex: UInt32(hex)).nearestANSI == UInt8(index))
    }

    @Test func paletteColoursKeepTheirIndexAndTheDefaultHasNone() {
        #expect(Color.indexed(208).nearestIndexed == 208)
        #expect(Color.brightRed.nearestIndexed == 9)
        #expect(Color.indexed(196).nearestANSI == 9)
        #expect(Color.default.nearestIndexed == nil)
        #expect(Color.default.nearestANSI == nil)
        #expect(Color.rgb(red: 255, green: 0, blue: 0).paletteIndex == 196)
    }

    @Test func hexIsRedGreenBlueAndIgnoresHigherBits() {
        #expect(Color(hex: 0x12_34_56) == .rgb(red: 0x12, green: 0x34, blue: 0x56))
        #expect(Color(hex: 0xFF12_3456) == .rgb(red: 0x12, green: 0x34, blue: 0x56))
    }

    /// The in-memory canvas keeps a 24-bit colour as it was drawn, and says it readably.
    @Test func aScreenBufferKeepsA24BitColour() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        let style = Style(foreground: Color(hex: 0xFF8700), background: .rgb(red: 1, green: 2, blue: 3))
        buffer.draw("ab", at: .zero, style: style)
        #expect(buffer.style(at: Point(x: 1, y: 0)) == style)
        #expect("\(Color(hex: 0xFF8700))" == "rgb(red: 255, green: 135, blue: 0)")
    }
}
