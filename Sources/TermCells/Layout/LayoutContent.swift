/// What a host shows, as a layout sees it: counts, which sections show which supplementary
/// views, and the sizes the data source reports. The host core makes it and hands it to its
/// layout; counts are read from the data source once per reload or update and made safe
/// (no negative count, at most 2^40 items in all, no extent above 2^14).
@MainActor
public final class LayoutContent {
    /// What answers: the host core, from its data source and delegate. Unowned: the host
    /// owns the content.
    private unowned let source: any LayoutContentSource
    private let report: (ManagerAnomaly) -> Void
    private var counts: [Int] = []
    /// Whether ``counts`` are those of the content (kept allocated while not: an update
    /// every streamed frame reads them again into the same storage).
    private var countsAreRead = false
    /// Storage updates and reloads the host received so far: a test screen that waits for
    /// data to arrive compares it between two frames.
    package internal(set) var changeCount: UInt64 = 0

    init(source: any LayoutContentSource, report: @escaping (ManagerAnomaly) -> Void) {
        self.source = source
        self.report = report
    }

    /// Forgets the counts read, so the next question reads them again (after a reload or an
    /// update has changed them).
    func invalidate() { countsAreRead = false }

    private func readCounts() -> [Int] {
        if countsAreRead { return counts }
        var reader = CountReader(report: report)
        let source = source
        let sections = reader.sectionCount(source.numberOfSections)
        // Filled outside the property (one access, not one per section), in its storage.
        var read: [Int] = []
        swap(&read, &counts)
        read.removeAll(keepingCapacity: true)
        read.reserveCapacity(sections)
        for section in 0..<sections {
            let count = source.numberOfItems(inSection: section)
            read.append(reader.itemCount(count, section: section))
        }
        counts = read
        countsAreRead = true
        return read
    }

    /// The number of sections. O(sections) the first time after a change, then O(1).
    public var numberOfSections: Int { readCounts().count }

    /// The number of items of `section` (0 when out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = readCounts()
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    /// Supplementary kinds other than header and footer that sections may show, in the
    /// order the data source gives them.
    public var supplementaryKinds: [SupplementaryKind] {
        source.supplementaryKinds.filter { $0 != .header && $0 != .footer }
    }

    /// Whether `section` shows a view of `kind`.
    public func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        source.hasSupplementary(kind, inSection: section)
    }

    /// Whether `section` shows a header and a footer, the data source found once: asked for
    /// every section after every update (see `ListLayout.finishUpdate(_:)`).
    func showsHeaderAndFooter(inSection section: Int) -> (header: Bool, footer: Bool) {
        source.showsHeaderAndFooter(inSection: section)
    }

    /// The height the data source gives `element` (clamped to 2^14 lines);
    /// nil when it leaves it to the view.
    public func height(of element: LayoutElement) -> Int? {
        source.height(of: element).map { min(max(0, $0), ContentLimits.maximumExtent) }
    }

    /// The size the data source gives the item; nil when it gives none.
    public func size(ofItemAt indexPath: IndexPath) -> Size? { source.size(ofItemAt: indexPath) }

    /// The section's flow metrics the delegate gives; nil when it gives none.
    public func metrics(forSection section: Int) -> FlowSectionMetrics? {
        source.metrics(forSection: section)
    }

    /// Whether the delegate sizes the section's items one by one.
    public func sizesItemsIndividually(inSection section: Int) -> Bool {
        source.sizesItemsIndividually(inSection: section)
    }

    /// Whether the counts laid out by `layout` are those of the content.
    func matches(_ layout: some CollectionLayout) -> Bool {
        let counts = readCounts()
        guard counts.count == layout.sectionCount else { return false }
        // A loop, not `allSatisfy`: its closure checks the actor it runs on, after every update.
        for section in counts.indices where counts[section] != layout.itemCount(inSection: section) { return false }
        return true
    }
}

/// What a ``LayoutContent`` reads: the host core answers from its data source and delegate,
/// so a layout learns counts and sizes without knowing the host.
@MainActor
protocol LayoutContentSource: AnyObject {
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    /// The supplementary kinds sections may show, in the data source's order.
    var supplementaryKinds: [SupplementaryKind] { get }
    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool
    /// Whether the section shows a header and a footer, the data source found once.
    func showsHeaderAndFooter(inSection section: Int) -> (header: Bool, footer: Bool)
    /// The height the delegate gives the element; nil leaves it to the view.
    func height(of element: LayoutElement) -> Int?
    func size(ofItemAt indexPath: IndexPath) -> Size?
    func metrics(forSection section: Int) -> FlowSectionMetrics?
    func sizesItemsIndividually(inSection section: Int) -> Bool
}
