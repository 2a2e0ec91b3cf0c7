import Foundation
import TermCells
import TermCellsCurses
import TermCellsImages
import TermCellsTesting
import Testing

// The Images article's snippets, typed as a user would.

private struct Photo: Hashable {
    let file: URL
    let title: String
}

private final class PhotoCell: GridCell, ModelTransfer {
    lazy var photo = ImageView(container: self)

    func update(with model: Photo) {
        photo.image = TerminalImage(contentsOf: model.file, altText: model.title)
        text = model.title
    }

    override func draw(in canvas: any Canvas) {
        let size = canvas.size
        let style = isHighlighted ? Style.plain.overlaid(with: theme.cursorItem) : .plain
        canvas.fill(Rect(origin: .zero, size: size), style: .plain)
        photo.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: size.width, height: size.height - 1)))
        canvas.draw(text, row: size.height - 1, alignment: .center, style: style)
    }
}

@MainActor
@Test func imagesArticleSnippetsRegisterTheReadyCellAndAnImageViewOfYourOwn() {
    var opened: [String] = []
    func open(_ name: String) { opened.append(name) }
    let files = [URL(fileURLWithPath: "/nowhere/beach.jpg"), URL(fileURLWithPath: "/nowhere/pier.png")]

    let manager = GridManager()
    manager.register(ImageCell.self) { mapping in
        mapping.didSelect { cell, item, indexPath in open(item.image.name) }
    }
    manager.itemSizeForSection = { _ in Size(width: 18, height: 8) }
    manager.minimumInteritemSpacingForSection = { _ in 1 }
    manager.minimumLineSpacingForSection = { _ in 1 }
    manager.memoryStorage.setItems(
        files.map { url in
            CaptionedImage(image: TerminalImage(contentsOf: url), caption: url.lastPathComponent)
        })

    // Pixels you have, and pixels made when first drawn.
    let pixels = Data(repeating: 200, count: 120 * 60 * 4)
    let chart = TerminalImage(rgbaPixels: pixels, width: 120, height: 60, name: "cpu-chart")
    let hue = 30
    let swatch = TerminalImage(name: "swatch-\(hue)", width: 64, height: 32, altText: "Hue \(hue)") {
        Data(repeating: UInt8(hue), count: 64 * 32 * 4)
    }
    #expect(chart.name == "cpu-chart" && swatch.altText == "Hue 30")

    let table = TableManager()
    table.register(ImageCell.self) { mapping in
        mapping.heightForCell { _, _ in 6 }
        mapping.configure { cell, _, _ in cell.imageView.scaling = .fill }
    }
    table.memoryStorage.setItems([CaptionedImage(image: chart, caption: "CPU")])

    let photos = GridManager()
    photos.register(PhotoCell.self)
    photos.memoryStorage.setItems([Photo(file: files[0], title: "Beach")])

    var options = TerminalOptions()
    options.images = .altText
    #expect(options.images == ImageProtocol.altText)

    var log: [String] = []
    TerminalImage.anomalyHandler.anomalyAction = { anomaly in log.append(anomaly.description) }
    TerminalImage.anomalyHandler.silenceAnomaly { $0.reason == .unreadable }
    #expect(log.isEmpty && opened.isEmpty)
}
