import TermCellsCurses

/// The grid demo's storage: computed, never materialised, so `--items 1000000` starts as
/// fast as `--items 100` — the host asks only for the models it shows.
///
/// Section 0: the 256-colour palette; section 1: a board of wide glyphs; section 2: `count`
/// numbered tiles. Each section has a header and a footer.
@MainActor
final class GridStorage: Storage {
    static let glyphs: [Glyph] = [
        ("🍎", "apple"), ("🍊", "orange"), ("🍋", "lemon"), ("🍇", "grapes"), ("🍉", "melon"),
        ("🍓", "strawberry"), ("🍒", "cherries"), ("🥝", "kiwi"), ("🍍", "pineapple"), ("🥥", "coconut"),
        ("🌵", "cactus"), ("🌲", "tree"), ("🌻", "sunflower"), ("🍄", "mushroom"), ("🐢", "turtle"),
        ("🐙", "octopus"), ("🦊", "fox"), ("🐝", "bee"), ("猫", "cat"), ("犬", "dog"),
        ("山", "mountain"), ("川", "river"), ("月", "moon"), ("日", "sun"),
    ].map { Glyph(character: $0.0, name: $0.1) }

    let count: Int

    init(count: Int) {
        self.count = count
    }

    var numberOfSections: Int { 3 }

    func numberOfItems(inSection section: Int) -> Int {
        switch section {
        case 0: return 256
        case 1: return Self.glyphs.count
        case 2: return count
        default: return 0
        }
    }

    func item(at indexPath: IndexPath) -> Any? {
        guard indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        switch indexPath.section {
        case 0: return PaletteColor(index: indexPath.item)
        case 1: return Self.glyphs[indexPath.item]
        default: return NumberTile(number: indexPath.item)
        }
    }

    func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        let headers = ["Palette — 256 colours", "Glyphs — wide characters", "Tiles — \(count) numbered"]
        let footers = [
            "16 base colours, 216 cube colours, 24 greys", "\(Self.glyphs.count) glyphs, two columns each",
            "\(count) tiles",
        ]
        guard section >= 0, section < 3 else { return nil }
        switch kind {
        case .header: return headers[section]
        case .footer: return footers[section]
        default: return nil
        }
    }

    func addObserver(_ observer: any StorageObserver) {}
    func removeObserver(_ observer: any StorageObserver) {}
}
