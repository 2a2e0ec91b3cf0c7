/// A chemical element: what a tile of the grid shows.
public struct Element: Equatable, Sendable {
    /// The atomic number.
    public let number: Int
    /// The chemical symbol.
    public let symbol: String
    /// The English name.
    public let name: String

    /// The first 36 elements, hydrogen to krypton.
    public static let first36: [Element] = {
        let symbols =
            "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr"
        let names =
            "hydrogen helium lithium beryllium boron carbon nitrogen oxygen fluorine neon sodium magnesium aluminium silicon phosphorus sulphur chlorine argon potassium calcium scandium titanium vanadium chromium manganese iron cobalt nickel copper zinc gallium germanium arsenic selenium bromine krypton"
        return zip(symbols.split(separator: " "), names.split(separator: " ")).enumerated().map { index, pair in
            Element(number: index + 1, symbol: String(pair.0), name: String(pair.1))
        }
    }()
}
