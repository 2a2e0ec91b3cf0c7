import TermCells

/// The table demo's model: one numbered item (as `termcells-demo table`).
struct BenchItem: Equatable {
    let number: Int
    var isEven: Bool { number % 2 == 0 }
    var title: String { "Item \(number)" }
}

/// Even items, as the demo's `EvenItemCell` (drawn by the library's `TableCell`).
final class EvenItemCell: TableCell, ModelTransfer {
    func update(with model: BenchItem) {
        text = model.title
        detailText = "even"
    }
}

/// Odd items, as the demo's `OddItemCell`.
final class OddItemCell: TableCell, ModelTransfer {
    func update(with model: BenchItem) {
        text = model.title
        detailText = "odd"
        textStyle = Style(foreground: .cyan)
    }
}

/// One cell for every item: the mapping with no condition, whose resolution is cached.
final class PlainItemCell: TableCell, ModelTransfer {
    func update(with model: BenchItem) {
        text = model.title
    }
}

/// Section headers ("Section k"), in code.
final class HeaderView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = model
        textStyle = Style(foreground: .yellow, attributes: .bold)
    }
}

/// Section footers ("n items").
final class FooterView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = model
        textStyle = .dim
    }
}

/// A numbered grid tile (the grid demo's third section), drawn by the library's `GridCell`.
struct NumberTile: Equatable {
    let number: Int
}

final class NumberTileCell: GridCell, ModelTransfer {
    func update(with model: NumberTile) {
        text = "#\(model.number)"
    }
}

/// An identifiable row for `SingleSectionStorage` diffs.
struct DiffRow: Identifiable, Equatable {
    let id: Int
    var revision: Int
}

/// Items computed on demand (as the grid demo's storage): `count` numbered items in one
/// section with a header and a footer. `insertInMiddle()`/`removeFromMiddle()` change the
/// count and tell the observers, so a host's layout update can be measured without an
/// array of a million models being shifted.
@MainActor
final class CountedStorage: Storage {
    private(set) var count: Int
    private let makeItem: (Int) -> Any
    private var observers: [any StorageObserver] = []

    init(count: Int, makeItem: @escaping (Int) -> Any) {
        self.count = count
        self.makeItem = makeItem
    }

    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }

    func item(at indexPath: IndexPath) -> Any? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return makeItem(indexPath.item)
    }

    func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        guard section == 0 else { return nil }
        switch kind {
        case .header: return "Tiles"
        case .footer: return "the end"
        default: return nil
        }
    }

    func addObserver(_ observer: any StorageObserver) { observers.append(observer) }

    func removeObserver(_ observer: any StorageObserver) { observers.removeAll { $0 === observer } }

    func insert(at index: Int) {
        count += 1
        let update = StorageUpdate(changes: [.insertItem(IndexPath(item: index, section: 0))])
        for observer in observers { observer.storageDidPerformUpdate(update) }
    }

    func remove(at index: Int) {
        count -= 1
        let update = StorageUpdate(changes: [.deleteItem(IndexPath(item: index, section: 0))])
        for observer in observers { observer.storageDidPerformUpdate(update) }
    }

    func move(from source: Int, to destination: Int) {
        let update = StorageUpdate(changes: [
            .moveItem(from: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
        ])
        for observer in observers { observer.storageDidPerformUpdate(update) }
    }
}
