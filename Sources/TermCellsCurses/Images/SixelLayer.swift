import CNcursesw
import TermCells

/// The sixel images of a frame, drawn over its cells: a terminal shows a sixel image as pixels
/// laid over the text, which any text written into its cells erases. Views mark the cells an
/// image covers with ``markerStyle`` blanks and place its sixel here; after the frame's text,
/// the terminal sends each placement that is new, or whose cells the frame wrote again.
///
/// A placement whose marked cells something else drew over (an overlay, the chrome) is not
/// sent: no image is drawn over another cell.
@MainActor
package final class SixelLayer {
    package static let shared = SixelLayer()

    init() {}

    /// The blanks under an image: black on black, so that they differ from any other blank
    /// and a frame that puts something else there writes those cells, erasing the pixels.
    package static let markerStyle = Style(foreground: .ansi(0), background: .ansi(0))

    /// An image's visible part at its place on the screen.
    package struct Placement: Hashable {
        /// The image, as the view's loader knows it.
        package let id: UInt32
        /// The screen cells the sixel covers.
        package let cells: Rect

        package init(id: UInt32, cells: Rect) {
            self.id = id
            self.cells = cells
        }
    }

    /// This frame's placements and their sixel sequences, in the order the views drew them.
    private var placed: [(Placement, [UInt8])] = []
    /// The placements the terminal shows.
    private var shown: Set<Placement> = []

    /// Has the frame being drawn send `sixel` (a whole `DCS … ST` sequence) over `placement`.
    package func place(_ placement: Placement, sixel: [UInt8]) {
        placed.append((placement, sixel))
    }

    /// Whether a view placed an image in the frame being drawn, or the terminal shows one.
    var isInUse: Bool { !placed.isEmpty || !shown.isEmpty }

    /// The bytes that draw this frame's images after its text: each placement that is not on
    /// the screen already (all of them when `repainted`, where every cell was written) and
    /// whose cells `holdsMarker` finds unchanged, at its top-left cell, the cursor saved and
    /// restored around it. Forgets the frame's placements.
    ///
    /// An image the terminal shows stays shown while its cells keep their marker, whether or
    /// not its view drew this frame (a view that did not change is not drawn again).
    func takeFrameBytes(repainted: Bool, holdsMarker: (Rect) -> Bool) -> [UInt8] {
        defer { placed.removeAll(keepingCapacity: true) }
        if repainted { shown.removeAll() }
        var bytes: [UInt8] = []
        var nowShown = shown.filter { holdsMarker($0.cells) }
        for (placement, sixel) in placed where holdsMarker(placement.cells) {
            nowShown.insert(placement)
            guard !shown.contains(placement) else { continue }
            bytes += Array("\u{1B}7\u{1B}[\(placement.cells.y + 1);\(placement.cells.x + 1)H".utf8)
            bytes += sixel
            bytes += Array("\u{1B}8".utf8)
        }
        shown = nowShown
        return bytes
    }

    /// Forgets what the terminal shows: the screen was left or cleared.
    func forgetShown() {
        shown.removeAll()
        placed.removeAll()
    }
}

extension CursesTerminal {
    /// Whether every cell of `rect` in the window is a ``SixelLayer/markerStyle`` blank.
    func windowHoldsSixelMarker(in rect: Rect) -> Bool {
        let markerPair = colorPairs.pair(for: SixelLayer.markerStyle)
        let capacity = Int(tc_cell_text_capacity())
        return withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { text in
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    var attributes = attr_t()
                    var pair: Int32 = 0
                    guard tc_window_cell(window, Int32(y), Int32(x), text.baseAddress, &attributes, &pair) != ERR,
                        text[0] == 0x20, text[1] == 0, Int(pair) == Int(markerPair)
                    else { return false }
                }
            }
            return true
        }
    }
}
