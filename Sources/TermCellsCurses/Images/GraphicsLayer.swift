import CNcursesw
import TermCells

/// The images of a frame a terminal draws in pixels over its cells — sixel graphics, iTerm2's
/// inline images — where any text written into a cell erases the picture there. Views mark the
/// cells an image covers with ``markerStyle`` blanks and place its sequence here; after the
/// frame's text, the terminal sends each placement that is new, or whose cells the frame wrote
/// again.
///
/// A placement whose marked cells something else drew over (an overlay, the chrome) is not
/// sent: no image is drawn over another cell.
@MainActor
package final class GraphicsLayer {
    package static let shared = GraphicsLayer()

    init() {}

    /// The blanks under an image: black on black, so that they differ from any other blank
    /// and a frame that puts something else there writes those cells, erasing the pixels.
    package static let markerStyle = Style(foreground: .ansi(0), background: .ansi(0))

    /// An image's visible part at its place on the screen.
    package struct Placement: Hashable {
        /// The image, as the view's loader knows it.
        package let id: UInt32
        /// The screen cells the image covers.
        package let cells: Rect

        package init(id: UInt32, cells: Rect) {
            self.id = id
            self.cells = cells
        }
    }

    /// This frame's placements and their sequences, in the order the views drew them.
    private var placed: [(Placement, [UInt8])] = []
    /// The placements the terminal shows.
    private var shown: Set<Placement> = []

    /// Has the frame being drawn send `image` (a whole sixel `DCS … ST` or iTerm2 `OSC 1337`
    /// sequence, drawn from the cursor) over `placement`.
    package func place(_ placement: Placement, image: [UInt8]) {
        placed.append((placement, image))
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
        for (placement, image) in placed where holdsMarker(placement.cells) {
            nowShown.insert(placement)
            guard !shown.contains(placement) else { continue }
            bytes += Array("\u{1B}7\u{1B}[\(placement.cells.y + 1);\(placement.cells.x + 1)H".utf8)
            bytes += image
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
    /// Whether every cell of `rect` in the window is a ``GraphicsLayer/markerStyle`` blank.
    func windowHoldsGraphicsMarker(in rect: Rect) -> Bool {
        let markerPair = colorPairs.pair(for: GraphicsLayer.markerStyle)
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
