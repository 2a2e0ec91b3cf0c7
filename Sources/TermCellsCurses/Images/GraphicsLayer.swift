import CNcursesw
import TermCells

/// The images of a frame a terminal draws in pixels over its cells — sixel graphics, iTerm2's
/// inline images, kitty's direct placements — which stay where they were put when the text
/// under them moves. Views mark the cells an image covers with ``markerStyle`` blanks and place
/// its sequence here; after the frame's text, the terminal sends each placement that is new,
/// or whose cells the frame wrote again.
///
/// Text written into a cell erases sixel and iTerm2 pixels there; a kitty placement stays until
/// it is deleted, so it comes with the sequence that deletes it, sent once it is no longer
/// shown, and with its image's upload, sent again after a repaint: kitty drops the images of
/// a cleared screen. A placement whose marked cells something else drew over (an overlay, the
/// chrome) is not sent: no image is drawn over another cell.
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

    private struct Placed {
        let placement: Placement
        let image: [UInt8]
        let erase: [UInt8]
        let upload: [UInt8]
    }

    /// This frame's placements and their sequences, in the order the views drew them.
    private var placed: [Placed] = []
    /// The placements the terminal shows, and the sequences that delete them.
    private var shown: [Placement: [UInt8]] = [:]
    /// The images whose uploads the last repainted frame sent again.
    private(set) var uploadedAgain: Set<UInt32> = []

    /// Has the frame being drawn send `image` (a whole sixel `DCS … ST`, iTerm2 `OSC 1337` or
    /// kitty `APC G` sequence, drawn from the cursor) over `placement`; `erase` deletes it
    /// from the screen once it is no longer shown (empty where text erases it); `upload` gives
    /// the terminal its image again after a repaint (empty where `image` holds it).
    package func place(_ placement: Placement, image: [UInt8], erase: [UInt8] = [], upload: [UInt8] = []) {
        placed.append(Placed(placement: placement, image: image, erase: erase, upload: upload))
    }

    /// Whether a view placed an image in the frame being drawn, or the terminal shows one.
    var isInUse: Bool { !placed.isEmpty || !shown.isEmpty }

    /// The bytes that draw this frame's images after its text: first the deletions of the
    /// placements no longer shown, then each placement that is not on the screen already (all
    /// of them when `repainted`, where every cell was written, each after its image's upload)
    /// and whose cells `holdsMarker` finds unchanged, at its top-left cell, the cursor saved and
    /// restored around it. Forgets the frame's placements.
    ///
    /// An image the terminal shows stays shown while its cells keep their marker, whether or
    /// not its view drew this frame (a view that did not change is not drawn again), unless
    /// another image is placed over it.
    func takeFrameBytes(repainted: Bool, holdsMarker: (Rect) -> Bool) -> [UInt8] {
        defer { placed.removeAll(keepingCapacity: true) }
        let arriving = placed.filter { holdsMarker($0.placement.cells) }
        let placedNow = Set(arriving.map(\.placement))
        var kept: [Placement: [UInt8]] = [:]
        var bytes: [UInt8] = []
        for (placement, erase) in shown.sorted(by: { Self.isBefore($0.key, $1.key) }) {
            // Placed again, its cells were just found marked; else they are read back once.
            let stays =
                !repainted
                && (placedNow.contains(placement)
                    || (holdsMarker(placement.cells)
                        && !arriving.contains { !$0.placement.cells.intersection(placement.cells).isEmpty }))
            if stays { kept[placement] = erase } else { bytes += erase }
        }
        var uploaded = Set<UInt32>()
        for item in arriving where kept[item.placement] == nil {
            kept[item.placement] = item.erase
            if repainted, uploaded.insert(item.placement.id).inserted { bytes += item.upload }
            bytes += Array("\u{1B}7\u{1B}[\(item.placement.cells.y + 1);\(item.placement.cells.x + 1)H".utf8)
            bytes += item.image
            bytes += Array("\u{1B}8".utf8)
        }
        shown = kept
        if repainted { uploadedAgain = uploaded }
        return bytes
    }

    /// Reading order, so that the bytes of a frame do not depend on a dictionary's.
    private static func isBefore(_ first: Placement, _ second: Placement) -> Bool {
        (first.cells.y, first.cells.x, first.id) < (second.cells.y, second.cells.x, second.id)
    }

    /// Where `area` of `canvas` is on the terminal's screen, and the part of it `canvas` may
    /// draw on; nil for a canvas that is not the terminal's (a test's buffer).
    package static func screenCells(of area: Rect, in canvas: any Canvas) -> (cells: Rect, visible: Rect)? {
        let root: any Canvas
        let origin: Point
        let clip: Rect
        if let child = canvas as? ChildCanvas {
            (root, origin, clip) = child.placementOnRoot
        } else {
            (root, origin, clip) = (canvas, .zero, Rect(origin: .zero, size: canvas.size))
        }
        guard let screen = root as? CursesCanvas else { return nil }
        let cells = Rect(
            x: screen.bounds.x + origin.x + area.x, y: screen.bounds.y + origin.y + area.y, width: area.width,
            height: area.height)
        let visible = cells.intersection(clip.offsetBy(dx: screen.bounds.x, dy: screen.bounds.y))
        return (cells, visible)
    }

    /// Forgets what the terminal shows: the screen was left (where kitty's images are deleted
    /// with their placements) or cleared.
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
