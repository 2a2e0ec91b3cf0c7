/// What a host shows, as a layout sees it: counts, which sections show which supplementary
/// views, and the sizes the data source reports. The host core makes it and hands it to its
/// layout; counts are read from the data source once per reload or update and made safe
/// (see ``ContentLimits``).
@MainActor
public final class LayoutContent {
    /// The host whose data source and delegate answer.
    private unowned let host: any CollectionHost
    private let report: (ManagerAnomaly) -> Void
    private var counts: [Int]?

    init(host: any CollectionHost, report: @escaping (ManagerAnomaly) -> Void) {
        self.host = host
        self.report = report
    }

    /// Forgets the counts read, so the next question reads them again (after a reload or an
    /// update has changed them).
    func invalidate() { counts = nil }

    private func readCounts() -> [Int] {
        if let counts { return counts }
        var reader = CountReader(report: report)
        let sections = reader.sectionCount(host.dataSource?.numberOfSections(in: host) ?? 0)
        var read: [Int] = []
        read.reserveCapacity(sections)
        for section in 0..<sections {
            let count = host.dataSource?.host(host, numberOfItemsInSection: section) ?? 0
            read.append(reader.itemCount(count, section: section))
        }
        counts = read
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
        return counts.indices.allSatisfy { counts[$0] == layout.itemCount(inSection: $0) }
    }
}
