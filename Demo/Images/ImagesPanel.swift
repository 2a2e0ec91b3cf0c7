import TermCellsCurses
import TermCellsImages

/// `termcells-demo images [DIR]` and the tour's Images tab: a grid of pictures with their
/// names — a folder's, or ten thousand generated — decoded off the main actor as they come on
/// screen; Enter shows the one under the cursor alone at the screen's size, Esc goes back.
@MainActor
final class ImagesPanel: DemoPanel {
    static let itemSize = Size(width: 18, height: 8)

    let manager: GridManager
    private let storage: ImageStorage
    private let source: String
    /// The image shown alone, after Enter.
    private var fullView: ImageView?
    private var fullCaption = ""

    init(storage: ImageStorage, source: String) {
        self.storage = storage
        self.source = source
        manager = GridManager()
        manager.register(ImageCell.self)
        manager.itemSizeForSection = { _ in Self.itemSize }
        manager.minimumInteritemSpacingForSection = { _ in 1 }
        manager.minimumLineSpacingForSection = { _ in 1 }
        manager.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 0, right: 1) }
        manager.storage = storage
    }

    var tabTitle: String { "Images" }

    var title: String { "TermCells — images: \(storage.count) from \(source)" }

    var about: String {
        "A virtualized grid of images: each is decoded off the main actor when it first comes on screen, "
            + "kept in a cache bounded by bytes, and drawn as colour blocks (or as its name where the terminal "
            + "shows no image). Enter shows one alone; Esc goes back."
    }

    var help: String {
        fullView == nil ? "←↑↓→ move  PgUp/PgDn  Home/End  Enter view  ^L repaint" : "Esc back  ^L repaint"
    }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("← ↑ ↓ →  h j k l", "move the cursor"),
            KeyHelp("PgUp PgDn", "move a page"),
            KeyHelp("Home End  g G", "first and last image"),
            KeyHelp("Enter", "show the image alone at the screen's size"),
            KeyHelp("Esc", "back to the grid"),
            KeyHelp("Ctrl-L", "repaint the whole screen"),
        ]
    }

    var status: String {
        if fullView != nil { return fullCaption }
        guard let cursor = manager.host.cursor, let item = manager.model(at: cursor) as? CaptionedImage else {
            return "\(storage.count) images"
        }
        return "\(cursor.item + 1) of \(storage.count) · \(item.caption)"
    }

    func draw(in canvas: any Canvas) {
        guard let fullView else {
            manager.host.draw(in: canvas)
            return
        }
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        fullView.draw(in: canvas)
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return fullView == nil && manager.host.handle(event) }
        if fullView != nil {
            if key.key == .escape { closeFullView() }
            return true
        }
        if key.key == .enter, let cursor = manager.host.cursor, let item = manager.model(at: cursor) as? CaptionedImage
        {
            fullView = ImageView(image: item.image)
            fullCaption = item.caption
            return true
        }
        return manager.host.handle(event)
    }

    private func closeFullView() {
        fullView = nil
        manager.host.setNeedsDisplay()
    }
}
