/// Questions a grid host asks on every frame and key: all O(log r + log sections).
extension FlowLayout {
    /// The band at flat index `index`, or nil when out of range.
    func band(at index: Int) -> FlowBand? {
        guard index >= 0, index < bandCount, let sectionIndex = section(containingBand: index) else { return nil }
        let section = sections[sectionIndex]
        let local = index - section.start
        if local < section.leadingKinds.count {
            return .supplementary(section.leadingKinds[local], section: sectionIndex)
        }
        if index == section.topInsetBand { return .topInset(section: sectionIndex) }
        if index < section.bottomInsetBand { return .items(section: sectionIndex, row: index - section.firstRowBand) }
        if index == section.bottomInsetBand { return .bottomInset(section: sectionIndex) }
        return .supplementary(.footer, section: sectionIndex)
    }

    /// The flat index of `band`, or nil when the layout has no such band.
    func bandIndex(of band: FlowBand) -> Int? {
        let index = band.section
        guard index >= 0, index < sections.count else { return nil }
        let section = sections[index]
        switch band {
        case .supplementary(let kind, _):
            if kind == .footer, let footer = section.footerBand { return footer }
            return section.leadingKinds.firstIndex(of: kind).map { section.start + $0 }
        case .topInset:
            return section.topInsetBand
        case .items(_, let row):
            return row >= 0 && row < section.rowCount ? section.firstRowBand + row : nil
        case .bottomInset:
            return section.bottomInsetBand
        }
    }

    /// The flat index of the band of items that holds `indexPath`.
    func bandIndex(ofItem indexPath: IndexPath) -> Int? {
        guard let row = row(of: indexPath) else { return nil }
        return sections[indexPath.section].firstRowBand + row
    }

    /// Whether the layout has the item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.item >= 0 && indexPath.item < itemCount(inSection: indexPath.section)
    }

    /// The number of items in `section` (0 when out of range).
    func itemCount(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].itemCount : 0
    }

    /// The number of item rows of `section`.
    func rowCount(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].rowCount : 0
    }

    /// The row of items the item sits in.
    func row(of indexPath: IndexPath) -> Int? {
        guard contains(indexPath) else { return nil }
        return sections[indexPath.section].row(of: indexPath.item)
    }

    /// The items of row `row` of `section`.
    func items(inRow row: Int, section: Int) -> Range<Int> {
        guard section >= 0, section < sections.count else { return 0..<0 }
        return sections[section].items(inRow: row)
    }

    /// The height of the row's tallest item (the line spacing below it excluded).
    func height(ofRow row: Int, section: Int) -> Int {
        guard section >= 0, section < sections.count else { return 0 }
        return sections[section].height(ofRow: row)
    }

    /// Where the item is, in content coordinates (x from the layout's left edge).
    /// Hot path (a host asks it for each view on screen): the section is read in place, not
    /// copied with its arrays.
    func frame(of indexPath: IndexPath) -> Rect? {
        let (item, index) = (indexPath.item, indexPath.section)
        guard index >= 0, index < sections.count else { return nil }
        let found = sections.withUnsafeBufferPointer { sections -> (band: Int, x: Int, size: Size)? in
            guard item >= 0, item < sections[index].itemCount else { return nil }
            let placement = sections[index].placement(of: item)
            return (sections[index].firstRowBand + sections[index].row(of: item), placement.x, placement.size)
        }
        guard let found else { return nil }
        return Rect(origin: Point(x: found.x, y: heights.offset(of: found.band)), size: found.size)
    }

    /// Calls `body` with each item of row `row` of `section`, its column and its size (the
    /// row's top is the band's offset). O(items of the row).
    func forEachItem(inRow row: Int, section index: Int, _ body: (Int, Int, Size) -> Void) {
        guard index >= 0, index < sections.count else { return }
        sections.withUnsafeBufferPointer { sections in
            for item in sections[index].items(inRow: row) {
                let placement = sections[index].placement(of: item)
                body(item, placement.x, placement.size)
            }
        }
    }

    /// The content offset where `section` starts (its header's top).
    func top(ofSection section: Int) -> Int? {
        guard section >= 0, section < sections.count else { return nil }
        return heights.offset(of: sections[section].start)
    }

    /// The section of flat band `index`, by bisection.
    func section(containingBand index: Int) -> Int? {
        sections.lastSection(startingAtOrBefore: index)
    }
}
