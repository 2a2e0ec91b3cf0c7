import CSVTable

/// The tour's CSV tab has no file to open: it shows this one, made up in memory — planets'
/// moons with a quoted field, a short row and a long one, so the tab shows what files do, and
/// notes long enough to wrap (``wrapping``: the note column wraps to three lines).
enum CSVSample {
    static let rowCount = 100_000

    /// The tab's wrapping: the note column, to at most three lines.
    static let wrapping = CSVWrappedColumns("note", lineLimit: 3)

    /// Notes of one to several lines at the note column's widest.
    private static let longNotes = [
        "retrograde orbit, probably captured long after the planet formed",
        "shepherds the outer edge of a narrow ring; its orbit decays slowly and it may break up into a ring of its own",
        "tidally locked, one face always turned to the planet",
        "co-orbital with a larger moon, trading places every few years as they pass",
    ]

    static func document() -> CSVDocument {
        let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
        var text = "id,planet,moon,radius km,note\n"
        text.reserveCapacity(rowCount * 40)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for id in 1...rowCount {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let planet = planets[Int(state >> 61)]
            let radius = Double((state >> 20) % 250_000) / 100
            let note: String
            switch id {
            case 3: note = "\"quoted, with a comma\""
            case 5: note = "\"said \"\"hello\"\"\""
            default:
                switch (state >> 33) % 7 {
                case 0: note = "irregular"
                case 1: note = "\"" + longNotes[Int((state >> 40) % UInt64(longNotes.count))] + "\""
                default: note = ""
                }
            }
            if id == 7 {
                text += "\(id),\(planet)\n"  // a short row: the missing fields are empty
            } else if id == 9 {
                text += "\(id),\(planet),moon \(id),\(radius),\(note),extra field\n"  // a long row
            } else {
                text += "\(id),\(planet),moon \(id),\(radius),\(note)\n"
            }
        }
        return CSVDocument.indexed(Array(text.utf8))
    }
}
