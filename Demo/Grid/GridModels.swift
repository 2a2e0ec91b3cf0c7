/// A colour of the 256-colour palette; the 16 base colours get bigger tiles.
struct PaletteColor: Equatable {
    let index: Int
    var isBase: Bool { index < 16 }
    var title: String { "colour \(index)" }
}

/// A wide (two-column) glyph and its name.
struct Glyph: Equatable {
    let character: String
    let name: String
}

/// A numbered tile of the `--items` section.
struct NumberTile: Equatable {
    let number: Int
    var title: String { "tile \(number)" }
}

/// What the status line names for a selected model.
func demoTitle(of model: Any?) -> String? {
    switch model {
    case let color as PaletteColor: return color.title
    case let glyph as Glyph: return "\(glyph.character) \(glyph.name)"
    case let tile as NumberTile: return tile.title
    default: return nil
    }
}
