import CSVTable

/// The tour's CSV tab has no file to open: it shows this one, made up in memory — planets'
/// moons with a quoted field, a short row and a long one, so the tab shows what files do.
enum CSVSample {
    static let rowCount = 100_000

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
            default: note = (state >> 33) % 7 == 0 ? "irregular" : ""
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
