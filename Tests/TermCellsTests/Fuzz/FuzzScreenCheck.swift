@testable import TermCells

/// After a draw: the host's layout, the views it shows and the text on the screen agree with
/// the oracle. Returns a description of each disagreement.
@MainActor
enum FuzzScreenCheck {
    private static let nilPlaceholderPrefix = "nil cell model at "

    static func problems(_ rig: FuzzRig, _ oracle: FuzzOracle) -> [String] {
        var problems = layoutProblems(rig, oracle)
        guard problems.isEmpty else { return problems }
        let items = rig.displayedItems
        for (indexPath, view) in items.sorted(by: { $0.key < $1.key }) {
            guard oracle.contains(indexPath) else {
                problems.append("item \(indexPath) is on screen but not in the storage")
                continue
            }
            let expected = oracle.expectedCell(at: indexPath).view
            problems += viewProblems(view, expected, "item \(indexPath)", rig)
            let size = expectedSize(of: indexPath, rig, oracle)
            if let height = size.height, view.frame.height != height {
                problems.append("item \(indexPath) is \(view.frame.height) rows high, expected \(height)")
            }
            if let width = size.width, view.frame.width != width {
                problems.append("item \(indexPath) is \(view.frame.width) columns wide, expected \(width)")
            }
        }
        for (slot, view) in rig.displayedSupplementaries.sorted(by: { $0.key < $1.key }) {
            guard oracle.showsSupplementary(slot.kind, inSection: slot.section) else {
                problems.append("\(slot.kind) of section \(slot.section) is on screen but has no model to show")
                continue
            }
            let expected = oracle.expectedSupplementary(slot.kind, inSection: slot.section).view
            problems += viewProblems(view, expected, "\(slot.kind) of section \(slot.section)", rig)
            if rig.isGrid {
                let height = oracle.supplementaryMapping(slot.kind, inSection: slot.section)?.referenceHeight ?? 1
                if view.frame.height != height {
                    problems.append(
                        "\(slot.kind) of section \(slot.section) is \(view.frame.height) rows high, expected \(height)")
                }
            }
        }
        problems += coverageProblems(rig, oracle, shown: items.keys.sorted())
        if case .grid(let manager) = rig.manager {
            problems += FuzzFlowCheck.problems(
                manager.host.layout.flow, shown: Set(items.keys.map(\.section)), oracle)
        }
        return problems
    }

    /// Sections, item counts and header and footer rows (bands) as the storage has them.
    private static func layoutProblems(_ rig: FuzzRig, _ oracle: FuzzOracle) -> [String] {
        guard rig.sectionCount == oracle.sections.count else {
            return ["the host has \(rig.sectionCount) sections, the storage \(oracle.sections.count)"]
        }
        var problems: [String] = []
        for section in oracle.sections.indices {
            let count = oracle.itemCount(inSection: section)
            if rig.itemCount(inSection: section) != count {
                problems.append(
                    "section \(section) shows \(rig.itemCount(inSection: section)) items, the storage has \(count)")
            }
            for kind in [FuzzKind.header, .footer] {
                let expected = oracle.showsSupplementary(kind, inSection: section)
                if rig.layoutShows(FuzzRig.SupplementarySlot(kind: kind, section: section)) != expected {
                    problems.append("section \(section) \(expected ? "lacks" : "has") a \(kind) row")
                }
            }
        }
        return problems
    }

    /// The view is the expected one and its text is on the screen where it is. A fuzz view's
    /// text starts with its class's prefix, so comparing texts compares classes too.
    static func viewProblems(
        _ view: ReusableView, _ expected: FuzzExpectedView, _ place: String, _ rig: FuzzRig, drawn: Bool = true
    ) -> [String] {
        let actual: String
        switch view {
        case let placeholder as PlaceholderView:
            actual = FuzzExpectedView.placeholder(placeholder.message).description
        case let fuzz as FuzzTextView:
            if case .viewOf(let type) = expected, type.isType(of: view) { return [] }
            actual =
                FuzzViewType.allCases.first(where: { $0.isType(of: view) }).map { type in
                    fuzz.text.hasPrefix(type.prefix)
                        ? FuzzExpectedView.text(fuzz.text).description : "a \(type) showing \"\(fuzz.text)\""
                } ?? "a \(ReuseIdentifier.of(Swift.type(of: view)))"
        case let title as SupplementaryView where Swift.type(of: title) == SupplementaryView.self:
            actual = FuzzExpectedView.title(title.text).description
        default:
            actual = "a \(ReuseIdentifier.of(type(of: view)))"
        }
        // The placeholder of a nil model names the index path it was dequeued at, and the
        // table keeps views of items that move: on screen, the index path may be an old one.
        if drawn, let placeholder = view as? PlaceholderView, case .placeholder(let message) = expected,
            message.hasPrefix(nilPlaceholderPrefix), placeholder.message.hasPrefix(nilPlaceholderPrefix)
        {
            return canvasProblems(view, .placeholder(placeholder.message), place, rig)
        }
        guard actual == expected.description else { return ["\(place) is \(actual), expected \(expected)"] }
        return drawn ? canvasProblems(view, expected, place, rig) : []
    }

    /// The screen shows the view's text at its frame (the part that fits).
    private static func canvasProblems(
        _ view: ReusableView, _ expected: FuzzExpectedView, _ place: String, _ rig: FuzzRig
    ) -> [String] {
        let frame = view.frame
        guard let text = expected.drawnText, frame.y >= 0, frame.y < rig.screen.size.height, frame.width > 1 else {
            return []
        }
        let line = Array(rig.buffer.lines[frame.y])
        let glyphs = Array(text)
        let shown = glyphs.count <= frame.width ? glyphs.count : frame.width - 1
        guard frame.x + shown <= line.count else { return ["\(place) lies outside the screen: \(frame)"] }
        let drawn = String(line[frame.x..<frame.x + shown])
        let wanted = String(glyphs.prefix(shown))
        return drawn == wanted
            ? [] : ["\(place) is drawn as \"\(drawn)\" at \(frame.x),\(frame.y), expected \"\(wanted)\""]
    }

    /// The size a shown item must have: in a table its height (the mapping's `heightForCell`,
    /// else one row); in a grid its size (the mapping's `sizeForItem` in a section sized item
    /// by item, else the grid's item size).
    private static func expectedSize(of indexPath: IndexPath, _ rig: FuzzRig, _ oracle: FuzzOracle) -> (
        width: Int?, height: Int?
    ) {
        guard rig.isGrid else { return (nil, oracle.expectedHeight(at: indexPath) ?? 1) }
        let size =
            oracle.sectionSizesItemsIndividually(indexPath.section)
            ? oracle.expectedSize(at: indexPath) ?? FuzzRig.gridItemSize
            : FuzzRig.gridItemSize
        return (size.width, size.height)
    }

    /// The items on screen follow each other in storage order; a table whose content fits
    /// shows all of it; the cursor and the selection name stored items.
    private static func coverageProblems(_ rig: FuzzRig, _ oracle: FuzzOracle, shown: [IndexPath]) -> [String] {
        var problems: [String] = []
        let all = oracle.allIndexPaths
        // In a grid, an item shorter than its row may be off screen while its row is not.
        if let first = shown.first, let last = shown.last, let start = all.firstIndex(of: first),
            let end = all.firstIndex(of: last), start <= end,
            all[start...end].contains(where: { !shown.contains($0) && (!rig.isGrid || rig.gridShowsFrame(of: $0)) })
        {
            problems.append("the items on screen \(shown) do not follow each other")
        }
        if !rig.isGrid {
            var height = 0
            for section in oracle.sections.indices {
                if oracle.showsSupplementary(.header, inSection: section) { height += 1 }
                if oracle.showsSupplementary(.footer, inSection: section) { height += 1 }
                for item in oracle.sections[section].items.indices {
                    height += oracle.expectedHeight(at: IndexPath(item: item, section: section)) ?? 1
                }
            }
            if height <= rig.screen.size.height, shown != all {
                problems.append("all \(height) rows fit, but the items on screen are \(shown)")
            }
        }
        if let cursor = rig.cursor, !oracle.contains(cursor) {
            problems.append("the cursor is on \(cursor), which is not stored")
        }
        if rig.cursor == nil, !all.isEmpty { problems.append("there are items but no cursor") }
        let selected = rig.selectedIndexPaths
        if selected.count > 1 || selected.contains(where: { !oracle.contains($0) }) {
            problems.append("the selection \(selected) is not one stored item")
        }
        return problems
    }
}

extension FuzzOracle {
    /// Whether a grid section is sized item by item: some cell mapping for the model type of
    /// its first item, which may apply in that section, has a `sizeForItem` event.
    func sectionSizesItemsIndividually(_ section: Int) -> Bool {
        guard let first = sections[section].items.first, let model = first.model else { return false }
        return mappings.contains { mapping in
            guard mapping.kind == .cell, mapping.view.modelType == model, mapping.reactions.contains(.sizeForItem)
            else { return false }
            if case .section(let only) = mapping.condition, only != section { return false }
            return true
        }
    }

    /// The mapping of the header or footer of `section`, if it has a model and one.
    func supplementaryMapping(_ kind: FuzzKind, inSection section: Int) -> Mapping? {
        guard sections.indices.contains(section), let model = sections[section].supplementary(kind) else { return nil }
        return mapping(for: model, kind: kind, at: IndexPath(item: 0, section: section))
    }
}
