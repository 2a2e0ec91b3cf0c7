import TermCellsCurses

/// The table demo's items as ``ProviderSection``s: `items` numbered models spread over
/// `sections`, each made when a host asks for it (the rows on screen), none stored. A million
/// items cost what a hundred cost: no 32 MB of models to fault in and fill before the first
/// frame, nothing that walks every item.
enum DemoItemSections {
    /// Section `k` holds the numbers after those of the sections before it; the first
    /// `items % sections` sections hold one more. Headers read "Section k", footers "n items".
    @MainActor
    static func make(items: Int, sections: Int) -> [ProviderSection] {
        var all: [ProviderSection] = []
        all.reserveCapacity(sections)
        var first = 0
        for section in 0..<sections {
            let count = items / sections + (section < items % sections ? 1 : 0)
            let start = first
            all.append(
                ProviderSection(
                    count: { count }, item: { DemoItem(number: start + $0) },
                    headerModel: { "Section \(section)" }, footerModel: { "\(count) items" }))
            first += count
        }
        return all
    }
}
