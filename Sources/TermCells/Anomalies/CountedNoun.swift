/// Counts and nouns in anomaly messages, which read as sentences: "1 item", "3 items".
extension Int {
    /// The count and the noun agreeing with it: "1 item", "3 items", "2 children" (`plural`
    /// for a noun whose plural is not the noun and an "s").
    func counting(_ noun: String, plural: String? = nil) -> String {
        "\(self) \(self.noun(noun, plural: plural))"
    }

    /// The noun agreeing with this count, without it: "outlet", "outlets".
    func noun(_ singular: String, plural: String? = nil) -> String {
        self == 1 ? singular : plural ?? singular + "s"
    }

    /// "1 item repeats an id", "3 items repeat ids": the storages' report of repeated ids.
    var itemsRepeatingIDs: String {
        self == 1 ? "1 item repeats an id" : "\(self) items repeat ids"
    }
}
