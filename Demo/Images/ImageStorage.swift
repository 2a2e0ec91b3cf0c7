import TermCellsCurses
import TermCellsImages

/// The images demo's storage: a folder's images, or `count` generated ones made only when the
/// host asks for them (the host asks for the items it shows).
@MainActor
final class ImageStorage: Storage {
    private let files: [CaptionedImage]?
    let count: Int

    init(files: [CaptionedImage]) {
        self.files = files
        count = files.count
    }

    init(generated count: Int) {
        files = nil
        self.count = count
    }

    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }

    func item(at indexPath: IndexPath) -> Any? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        if let files { return files[indexPath.item] }
        let image = GeneratedImages.image(indexPath.item)
        return CaptionedImage(image: image, caption: image.name)
    }

    func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? { nil }
    func addObserver(_ observer: any StorageObserver) {}
    func removeObserver(_ observer: any StorageObserver) {}
}
