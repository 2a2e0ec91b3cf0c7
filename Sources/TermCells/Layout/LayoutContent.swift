/// What a host shows, as a layout sees it: counts, which sections show which supplementary
/// views, and the sizes the data source reports. The host core makes it and hands it to its
/// layout; counts are read from the data source once per reload or update and made safe
/// (see ``ContentLimits``).
@MainActor
public final class LayoutContent {
    /// The host whose data source and delegate answer.
    private unowned let host: any CollectionHost
    private let report: (ManagerAnomaly) -> Void
    private var counts: [Int] = []
    /// Whether ``counts`` are those of the content (kept allocated while not: an update
    /// every streamed frame reads them again into the same storage).
    private var countsAreRead = false

    init(host: any CollectionHost, report: @escaping (ManagerAnomaly) -> Void) {
        self.host = host
        self.report = report
    }

    /// Forgets the counts read, so the next question reads them again (after a reload or an
    /// update has changed them).
    func invalidate() { countsAreRead = false }

    private func readCounts() -> [Int] {
        if countsAreRead { return counts }
        var reader = CountReader(report: report)
        let host = host
        let dataSource = host.dataSource
        let sections = reader.sectionCount(dataSource?.numberOfSections(in: host) ?? 0)
        // Filled outside the property (one access, not one per section), in its storage.
        var read: [Int] = []
        swap(&read, &counts)
        read.removeAll(keepingCapacity: true)
        read.reserveCapacity(sections)
        for section in 0..<sections {
            let count = dataSource?.host(host, numberOfItemsInSection: section) ?? 0
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
        (host.dataSource?.supplementaryKinds(in: host) ?? []).filter { $0 != .header && $0 != .footer }
    }

    /// Whether `section` shows a view of `kind`.
    public func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        host.dataSource?.host(host, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    /// Whether `section` shows a header and a footer, the data source found once: asked for
    /// every section after every update (see `ListLayout.finishUpdate(_:)`).
    func showsHeaderAndFooter(inSection section: Int) -> (header: Bool, footer: Bool) {
        let host = host
        guard let dataSource = host.dataSource else { return (false, false) }
        return (
            dataSource.host(host, hasSupplementaryOfKind: .header, inSection: section),
            dataSource.host(host, hasSupplementaryOfKind: .footer, inSection: section)
        )
    }

    /// The height the data source gives `element` (clamped to ``ContentLimits/maximumExtent``);
    /// nil when it leaves it to the view.
    public func height(of element: LayoutElement) -> Int? {
        host.delegate?.host(host, heightOf: element).map { min(max(0, $0), ContentLimits.maximumExtent) }
    }

    /// The size the data source gives the item; nil when it gives none.
    public func size(ofItemAt indexPath: IndexPath) -> Size? { host.delegate?.host(host, sizeForItemAt: indexPath) }

    /// The section's flow metrics the delegate gives; nil when it gives none.
    public func metrics(forSection section: Int) -> FlowSectionMetrics? {
        host.delegate?.host(host, metricsForSection: section)
    }

    /// Whether the delegate sizes the section's items one by one.
    public func sizesItemsIndividually(inSection section: Int) -> Bool {
        host.delegate?.host(host, sizesItemsIndividuallyInSection: section) ?? false
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
