import Foundation
import Testing

@testable import TermCells
@testable import TermCellsCurses
@testable import TermCellsImages

/// What an image view draws: a placeholder while the image decodes, then its colours in
/// blocks, and the alt text where it cannot be shown.
@MainActor
@Suite(.serialized, .drawingImages(.blocks)) struct ImageViewTests {
    static let red = Color.rgb(red: 255, green: 0, blue: 0)
    static let blue = Color.rgb(red: 0, green: 0, blue: 255)

    /// A solid or two-coloured picture, `width` × `height`, made from pixels.
    static func picture(_ name: String, width: Int = 16, height: Int = 8, left: [UInt8], right: [UInt8])
        -> TerminalImage
    {
        var pixels = Data()
        for _ in 0..<height {
            for x in 0..<width { pixels.append(contentsOf: (x < width / 2 ? left : right) + [255]) }
        }
        return TerminalImage(rgbaPixels: pixels, width: width, height: height, name: name)
    }

    /// Draws `view` into `buffer` until the image is no longer loading, trying 4,000 times 5 ms
    /// apart: counted in tries, not by the clock, since other tests in the process may hold the
    /// main actor (and with it the loader's answer) for seconds.
    static func drawLoaded(_ view: ImageView, in buffer: ScreenBuffer) async -> Bool {
        for _ in 0..<4_000 {
            view.draw(in: buffer)
            if view.isLoaded || !buffer.lines.contains(where: { $0.contains("⋯") }) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    /// The colour a cell shows in its part `top` or bottom, `left` or right: a quarter block's
    /// foreground where the glyph covers that quarter, its background elsewhere.
    static func shownColor(of cell: ScreenBuffer.Cell, top: Bool, left: Bool) -> Color {
        let quarters: [Character: (Bool, Bool, Bool, Bool)] = [
            " ": (false, false, false, false), "█": (true, true, true, true), "▀": (true, true, false, false),
            "▄": (false, false, true, true), "▌": (true, false, true, false), "▐": (false, true, false, true),
            "▘": (true, false, false, false), "▝": (false, true, false, false), "▖": (false, false, true, false),
            "▗": (false, false, false, true), "▚": (true, false, false, true), "▞": (false, true, true, false),
            "▙": (true, false, true, true), "▛": (true, true, true, false), "▜": (true, true, false, true),
            "▟": (false, true, true, true),
        ]
        guard let covered = quarters[cell.glyph] else { return .default }
        let inForeground = top ? (left ? covered.0 : covered.1) : (left ? covered.2 : covered.3)
        return inForeground ? cell.style.foreground : cell.style.background
    }

    /// Whether `color` is within a sixth of the range of `expected` in each channel: chafa
    /// samples a cell's pixels smoothly, so a colour next to another moves a little.
    static func isClose(_ color: Color, to expected: Color) -> Bool {
        guard case .rgb(let r, let g, let b) = color, case .rgb(let er, let eg, let eb) = expected else { return false }
        return [(r, er), (g, eg), (b, eb)].allSatisfy { abs(Int($0.0) - Int($0.1)) <= 42 }
    }

    init() {
        ImageLoader.shared.removeAll()
    }

    @Test func aPlaceholderWhileDecodingThenTheImagesColoursInEveryQuarter() async {
        let buffer = ScreenBuffer(width: 8, height: 2)
        let view = ImageView(image: Self.picture("halves", left: [255, 0, 0], right: [0, 0, 255]))
        view.scaling = .fill
        view.draw(in: buffer)
        #expect(buffer.lines == ["   ⋯    ", "        "])
        #expect(await Self.drawLoaded(view, in: buffer))
        for y in 0..<2 {
            for x in 0..<8 {
                guard let cell = buffer.cell(at: Point(x: x, y: y)) else { continue }
                for (top, left) in [(true, true), (true, false), (false, true), (false, false)] {
                    let shown = Self.shownColor(of: cell, top: top, left: left)
                    #expect(Self.isClose(shown, to: x < 4 ? Self.red : Self.blue), "cell \(x), \(y): \(shown)")
                }
            }
        }
    }

    @Test func aFittedImageLeavesTheRestBlankAndKeepsItsShape() async {
        // 16 × 8 pixels (2:1) in 16 × 8 cells (1:1 in pixels): 16 columns, 4 rows, centred.
        let buffer = ScreenBuffer(width: 16, height: 8)
        let view = ImageView(image: Self.picture("red", left: [255, 0, 0], right: [255, 0, 0]))
        #expect(await Self.drawLoaded(view, in: buffer))
        let painted = (0..<8).map { y in
            (0..<16).contains { x in
                buffer.cell(at: Point(x: x, y: y)).map {
                    Self.isClose(Self.shownColor(of: $0, top: true, left: true), to: Self.red)
                }
                    ?? false
            }
        }
        #expect(painted == [false, false, true, true, true, true, false, false])
    }

    @Test(.drawingImages(.blocks, colorCount: 256))
    func onTwoHundredAndFiftySixColoursTheBlocksAreInThePalette() async {
        let buffer = ScreenBuffer(width: 4, height: 2)
        let view = ImageView(image: Self.picture("red on 256", left: [255, 0, 0], right: [255, 0, 0]))
        view.scaling = .fill
        #expect(await Self.drawLoaded(view, in: buffer))
        // xterm's cube: red 255 is level 5, index 16 + 36 × 5 = 196.
        #expect(Self.shownColor(of: buffer.cell(at: Point(x: 1, y: 1))!, top: true, left: true) == .indexed(196))
    }

    @Test(.drawingImages(.altText)) func withoutImagesTheAltTextIsDrawnCentredAndWrapped() {
        let buffer = ScreenBuffer(width: 12, height: 4)
        var image = Self.picture("x", left: [0, 0, 0], right: [0, 0, 0])
        image.altText = "a red barn at dusk"
        ImageView(image: image).draw(in: buffer)
        #expect(buffer.lines == ["            ", " a red barn ", "  at dusk   ", "            "])
    }

    @Test func anImageThatCannotBeShownDrawsItsAltTextAndIsReportedOnce() async {
        var reported: [ImageAnomaly] = []
        TerminalImage.anomalyHandler.anomalyAction = { reported.append($0) }
        defer { TerminalImage.anomalyHandler.anomalyAction = { AnomalyLog.report($0.description) } }
        let buffer = ScreenBuffer(width: 10, height: 3)
        let view = ImageView(image: TerminalImage(data: Data("not a picture".utf8), name: "notes.txt"))
        #expect(await Self.drawLoaded(view, in: buffer))
        #expect(buffer.lines == ["          ", "notes.txt ", "          "])
        view.draw(in: buffer)
        #expect(reported == [ImageAnomaly(image: "notes.txt", reason: .notAnImage, detail: "13 bytes")])
    }

    @Test func onlyTheImagesViewsStillWantAreDecoded() async {
        final class Made: @unchecked Sendable {
            private let lock = NSLock()
            private var names: [String] = []
            func add(_ name: String) { lock.withLock { names.append(name) } }
            var all: [String] { lock.withLock { names } }
        }
        let made = Made()
        func image(_ name: String) -> TerminalImage {
            TerminalImage(name: name, width: 4, height: 4) {
                made.add(name)
                return Data(repeating: 200, count: 64)
            }
        }
        let buffer = ScreenBuffer(width: 4, height: 2)
        let views = (0..<6).map { _ in ImageView() }
        for (index, view) in views.enumerated() {
            view.image = image("first-\(index)")
            view.draw(in: buffer)
        }
        // Scrolled on before the first ones were decoded: four views show others.
        for (index, view) in views.enumerated().dropFirst(2) {
            view.image = image("then-\(index)")
            view.draw(in: buffer)
        }
        for view in views { #expect(await Self.drawLoaded(view, in: buffer)) }
        let names = Set(made.all)
        // The two started at once, and the four wanted now; none of the four left behind.
        #expect(names == ["first-0", "first-1", "then-2", "then-3", "then-4", "then-5"])
        #expect(made.all.count == 6)
    }
}

/// kitty's placeholders: the image uploaded under an id, its cells U+10EEEE with their row and
/// column, in the id's colour.
@MainActor
@Suite(.serialized) struct KittyImageViewTests {
    @Test(.drawingImages(.kittyPlaceholders)) func aFittedImagesCellsArePlaceholdersInItsIDsColour() async throws {
        // 16 × 8 pixels in 8 × 4 cells: 8 columns by 2 rows, centred.
        let buffer = ScreenBuffer(width: 8, height: 4)
        let view = ImageView(image: ImageViewTests.picture("kitty", left: [255, 0, 0], right: [0, 0, 255]))
        #expect(await ImageViewTests.drawLoaded(view, in: buffer))
        let first = try #require(buffer.cell(at: Point(x: 0, y: 1)))
        guard case .rgb(let red, let green, let blue) = first.style.foreground else {
            Issue.record("no id in the foreground: \(first.style.foreground)")
            return
        }
        let id = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        #expect(KittyImageStore.shared.isUploaded(id))
        for (row, y) in [(0, 1), (1, 2)] {
            for x in 0..<8 {
                let cell = buffer.cell(at: Point(x: x, y: y))
                #expect(cell?.glyph == KittyPlaceholder.glyph(row: row, column: x), "cell \(x), \(y)")
                #expect(cell?.style.foreground == first.style.foreground)
            }
        }
        #expect(buffer.lines[0] == "        " && buffer.lines[3] == "        ")
    }

    @Test(.drawingImages(.kittyPlaceholders, colorCount: 256)) func withoutTrueColourTheImageIsBlocks() async throws {
        let buffer = ScreenBuffer(width: 4, height: 2)
        let view = ImageView(image: ImageViewTests.picture("kitty on 256", left: [255, 0, 0], right: [255, 0, 0]))
        view.scaling = .fill
        #expect(await ImageViewTests.drawLoaded(view, in: buffer))
        let cell = try #require(buffer.cell(at: Point(x: 1, y: 1)))
        #expect(ImageViewTests.shownColor(of: cell, top: true, left: true) == .indexed(196))
    }
}
