import Testing

@testable import TermCells
@testable import TermCellsImages

/// A sixel is drawn in no more colour registers than the terminal answered it has
/// (XTSMGRAPHICS): a VT340's 16, or 256.
@Suite struct SixelRegistersTests {
    /// 64 × 64 pixels of a colour wheel's worth of colours.
    static let gradient: DecodedImage = {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8(255 - x * 2 - y * 2), 255] }
        }
        return DecodedImage(width: 64, height: 64, pixels: pixels)
    }()

    /// The registers `sixel` defines (`# n ; 2 ; r ; g ; b`).
    static func definedRegisters(_ sixel: [UInt8]) -> Set<Int> {
        let text = String(decoding: sixel, as: UTF8.self)
        return Set(text.matches(of: /#(\d+);2;\d+;\d+;\d+/).compactMap { Int($0.1) })
    }

    @Test(arguments: [16, 256])
    func aSixelDefinesNoMoreRegistersThanTheTerminalHas(registers: Int) throws {
        let fitting = ImageFitting(
            width: 64, height: 64, in: Size(width: 8, height: 4), scaling: .fit, alignment: .center)
        let picture = try #require(
            PixelPicture(
                Self.gradient, fitting: fitting, cellPixels: Size(width: 10, height: 20), registers: registers,
                format: .sixel))
        let defined = Self.definedRegisters(picture.sequence)
        #expect(defined.count > 8 && defined.count <= registers, "\(defined.count) registers")
        #expect(defined.allSatisfy { $0 < registers })
        // The gradient takes more than 16 where the terminal has them.
        if registers == 256 { #expect(defined.count > 16, "\(defined.count) registers") }
    }
}

/// A sixel that would pass the largest image the terminal draws (XTSMGRAPHICS' geometry) is
/// drawn at fewer pixels a cell, whole, rather than cut at the terminal's bound.
@Suite struct SixelGeometryTests {
    @Test func aSixelLargerThanTheTerminalDrawsIsDrawnSmallerWithItsShape() {
        let cell = Size(width: 10, height: 20)
        // 200 × 60 cells are 2,000 × 1,200 pixels; xterm draws 1,000 × 1,000 at most.
        #expect(
            ImageView.cellPixels(
                for: Size(width: 200, height: 60), cell: cell, largest: Size(width: 1000, height: 1000))
                == Size(width: 5, height: 10))
        #expect(
            ImageView.cellPixels(for: Size(width: 18, height: 6), cell: cell, largest: Size(width: 1000, height: 1000))
                == cell)
        #expect(ImageView.cellPixels(for: Size(width: 200, height: 60), cell: cell, largest: nil) == cell)
    }
}
