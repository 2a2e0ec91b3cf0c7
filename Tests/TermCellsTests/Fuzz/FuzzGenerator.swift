import TermCellsTesting

@testable import TermCells

/// Picks the next operation of a misuse fuzz sequence from a seeded generator, looking at
/// the oracle so that about three operations in four are valid and the rest misuse the API:
/// index paths and sections out of range, items that are not stored or cannot be searched
/// for, nil models and models without mappings, events on view types without mappings,
/// model-only events given view types, reuse identifiers that another view type (or another
/// class's name) already uses, mappings whose view the host never gets.
struct FuzzGenerator {
    private var random: SeededGenerator
    private var counter = 0
    let grid: Bool

    /// Stores stay small, so screens show most of them and checks stay cheap.
    static let maximumItems = 40
    static let maximumSections = 6

    init(seed: UInt64, grid: Bool) {
        random = SeededGenerator(seed: seed)
        self.grid = grid
    }

    // MARK: Random values

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    private mutating func pick<T>(_ values: [T]) -> T? { values.randomElement(using: &random) }

    private mutating func fresh() -> Int {
        counter += 1
        return counter
    }

    /// A new item: mostly numbers and words (which views exist for), sometimes models no view
    /// takes, nil, or an optional around a number.
    mutating func newItem() -> FuzzItem {
        switch int(0...99) {
        case 0..<40: return .number(fresh())
        case 40..<70: return .word(fresh())
        case 70..<78: return .real(fresh())
        case 78..<85: return .missing
        case 85..<90: return .opaque(fresh())
        default: return .wrapped(fresh())
        }
    }

    private mutating func newItems(_ range: ClosedRange<Int>) -> [FuzzItem] {
        (0..<int(range)).map { _ in newItem() }
    }

    /// A header or footer model: titles, numbers, models no view takes, or nil (no header).
    private mutating func supplementaryModel() -> FuzzItem {
        switch int(0...99) {
        case 0..<45: return .word(fresh())
        case 45..<70: return .number(fresh())
        case 70..<80: return .real(fresh())
        case 80..<95: return .missing
        default: return .wrapped(fresh())
        }
    }

    // MARK: Places

    private mutating func storedIndexPath(_ oracle: FuzzOracle) -> IndexPath? {
        pick(oracle.allIndexPaths)
    }

    /// An index path the storage does not have.
    private mutating func missingIndexPath(_ oracle: FuzzOracle) -> IndexPath {
        let sections = oracle.sections.count
        switch int(0...3) {
        case 0:
            let section = sections > 0 ? int(0...sections - 1) : 0
            return IndexPath(item: oracle.itemCount(inSection: section) + int(0...2), section: section)
        case 1: return IndexPath(item: int(0...2), section: sections + int(0...2))
        case 2: return IndexPath(item: -1 - int(0...1), section: max(0, sections - 1))
        default: return IndexPath(item: int(0...1), section: -1 - int(0...1))
        }
    }

    private mutating func indexPath(_ oracle: FuzzOracle, validPercent: Int = 80) -> IndexPath {
        if chance(validPercent), let stored = storedIndexPath(oracle) { return stored }
        return missingIndexPath(oracle)
    }

    /// A place to insert at: any position of an existing section or the first of a new one,
    /// or (a misuse) past the end or negative.
    private mutating func insertionPath(_ oracle: FuzzOracle) -> IndexPath {
        if chance(80) {
            let section = int(0...min(oracle.sections.count, Self.maximumSections - 1))
            return IndexPath(item: int(0...oracle.itemCount(inSection: section)), section: section)
        }
        return missingIndexPath(oracle)
    }

    private mutating func section(_ oracle: FuzzOracle, validPercent: Int = 80) -> Int {
        if chance(validPercent), !oracle.sections.isEmpty { return int(0...oracle.sections.count - 1) }
        return chance(50) ? oracle.sections.count + int(0...1) : -1
    }

    /// A section to fill: an existing one or the next, rarely a negative one.
    private mutating func targetSection(_ oracle: FuzzOracle) -> Int {
        if chance(4) { return -1 - int(0...1) }
        return int(0...min(oracle.sections.count, Self.maximumSections - 1))
    }

    /// A stored item, or (a misuse) one that is not stored or cannot be searched for.
    private mutating func itemToFind(_ oracle: FuzzOracle) -> FuzzItem {
        if chance(80), let indexPath = storedIndexPath(oracle), let item = oracle.item(at: indexPath) { return item }
        return chance(70) ? .number(fresh()) : .opaque(fresh())
    }

    // MARK: Operations

    mutating func operation(_ oracle: FuzzOracle) -> FuzzOperation {
        switch int(0...99) {
        case 0..<10: return registration(oracle)
        case 10..<15: return unregistration(oracle)
        case 15..<22: return viewEvent(oracle)
        case 22..<26: return modelEvent()
        case 26..<29 where grid: return supplementaryEvent()
        case 26..<62: return .storage(storageOperation(oracle))
        case 62..<67: return .batch((0..<int(2...5)).map { _ in storageOperation(oracle) })
        case 67..<69: return .withoutAnimations((0..<int(1...3)).map { _ in storageOperation(oracle) })
        case 69..<75: return .draw
        case 75..<78:
            let view = pick(FuzzViewType.allCases) ?? .number
            let kind: FuzzKind = chance(70) ? .cell : (chance(50) ? .header : .footer)
            return .typedDequeue(view, kind, indexPath(oracle))
        case 78..<82: return .cellForItem(indexPath(oracle))
        case 82..<85: return .itemExtent(indexPath(oracle))
        case 85..<89: return .select(indexPath(oracle))
        case 89..<91:
            return .deselect(chance(60) ? (oracle.allIndexPaths.first ?? indexPath(oracle)) : indexPath(oracle))
        case 91..<94: return .moveCursor(indexPath(oracle))
        case 94..<99: return .key(pick(FuzzKey.allCases) ?? .down)
        default: return .toggleEmptySectionSupplementaries
        }
    }

    private mutating func registration(_ oracle: FuzzOracle) -> FuzzOperation {
        let cellViews: [FuzzViewType] = [.number, .otherNumber, .word]
        let supplementaryViews: [FuzzViewType] = [.title, .count]
        let kind: FuzzKind = chance(60) ? .cell : (chance(50) ? .header : .footer)
        let usual = kind == .cell ? cellViews : supplementaryViews
        let view = (chance(90) ? pick(usual) : pick(cellViews + supplementaryViews)) ?? .number
        var options = FuzzMappingOptions()
        switch int(0...99) {
        case 0..<50: options.condition = .none
        case 50..<65: options.condition = .section(int(0...2))
        case 65..<75: options.condition = .customSection(int(0...2))
        default: options.condition = .evenModels
        }
        switch int(0...99) {
        case 0..<78: break
        case 78..<90: options.reuseIdentifier = "Shared"
        default: options.reuseIdentifier = pick(FuzzViewType.allCases.map(\.name))
        }
        options.prototypeOwned = chance(6)
        if kind == .cell {
            if chance(20) { options.height = int(1...2) }
            if chance(20) { options.size = Size(width: int(4...12), height: int(1...2)) }
            options.selectionEvents = chance(30)
        }
        return .register(view, kind, options)
    }

    private mutating func unregistration(_ oracle: FuzzOracle) -> FuzzOperation {
        if chance(80), let mapping = pick(oracle.mappings) { return .unregister(mapping.view, mapping.kind) }
        return .unregister(pick(FuzzViewType.allCases) ?? .ghost, pick(FuzzKind.allCases) ?? .cell)
    }

    /// A view event. Highlight events go only to view types without cell mappings: the host
    /// raises them at moments the oracle does not model, so they are fuzzed as misuse only.
    private mutating func viewEvent(_ oracle: FuzzOracle) -> FuzzOperation {
        let view = pick(FuzzViewType.allCases) ?? .number
        let hasCellMapping = oracle.mappings.contains { $0.view == view && $0.kind == .cell }
        var events: [FuzzViewEvent] = [
            .didSelect, .didDeselect, .willDisplay, .configure, .didEndDisplaying,
            .shouldSelect(chance(70)),
        ]
        if !hasCellMapping { events += [.didHighlight, .didUnhighlight] }
        return .viewEvent(pick(events) ?? .didSelect, view)
    }

    private mutating func modelEvent() -> FuzzOperation {
        let event: FuzzModelEvent =
            chance(50) ? .heightForCell(int(1...2)) : .sizeForItem(Size(width: int(4...12), height: int(1...2)))
        let target: FuzzEventTarget =
            chance(75)
            ? .model(pick(FuzzModelType.allCases) ?? .int)
            : .view(pick(FuzzViewType.allCases) ?? .number)
        return .modelEvent(event, target)
    }

    private mutating func supplementaryEvent() -> FuzzOperation {
        let kind: FuzzKind = chance(50) ? .header : .footer
        let size = Size(width: int(1...20), height: int(1...2))
        let events: [FuzzSupplementaryEvent] = [
            .willDisplay(kind), .didEndDisplaying(kind),
            .referenceSizeForHeader(size), .referenceSizeForFooter(size),
        ]
        return .supplementaryEvent(pick(events) ?? .willDisplay(kind), pick(FuzzViewType.allCases) ?? .title)
    }

    mutating func storageOperation(_ oracle: FuzzOracle) -> FuzzStorageOperation {
        let full = oracle.allIndexPaths.count >= Self.maximumItems
        let roll = full ? int(30...99) : int(0...99)
        switch roll {
        case 0..<6: return .setItems(newItems(0...6), section: targetSection(oracle))
        case 6..<16: return .addItem(newItem(), section: targetSection(oracle))
        case 16..<20: return .addItems(newItems(0...4), section: targetSection(oracle))
        case 20..<28: return .insertItem(newItem(), insertionPath(oracle))
        case 28..<30:
            let count = int(1...3)
            let paths = (0..<(chance(15) ? count + 1 : count)).map { _ in insertionPath(oracle) }
            return .insertItems((0..<count).map { _ in newItem() }, paths)
        case 30..<40: return .removeItem(itemToFind(oracle))
        case 40..<44: return .removeItems((0..<int(1...3)).map { _ in itemToFind(oracle) })
        case 44..<50: return .removeItemsAt((0..<int(1...3)).map { _ in indexPath(oracle, validPercent: 85) })
        case 50..<52: return .removeItemsFromSection(section(oracle))
        case 52..<58: return .replaceItem(itemToFind(oracle), with: newItem())
        case 58..<62: return .reloadItem(itemToFind(oracle))
        case 62..<70:
            let source = indexPath(oracle, validPercent: 85)
            var destination = insertionPath(oracle)
            if chance(85), oracle.sections.indices.contains(destination.section) {
                let count =
                    oracle.itemCount(inSection: destination.section) - (destination.section == source.section ? 1 : 0)
                destination.item = count >= 0 ? int(0...max(0, count)) : 0
            }
            return .moveItem(source, destination)
        case 70..<75 where oracle.sections.count < Self.maximumSections:
            return .insertSection(
                newItems(0...3), header: supplementaryModel(), footer: supplementaryModel(),
                at: chance(85) ? int(0...oracle.sections.count) : oracle.sections.count + 1 + int(0...1))
        case 70..<78: return .deleteSections((0..<int(1...2)).map { _ in section(oracle, validPercent: 85) })
        case 78..<82: return .moveSection(section(oracle), section(oracle))
        case 82..<87:
            let count = int(0...min(Self.maximumSections, oracle.sections.count + 1))
            return .setSupplementaries((0..<count).map { _ in supplementaryModel() }, chance(60) ? .header : .footer)
        case 87..<97:
            return .setSupplementary(
                supplementaryModel(), chance(60) ? .header : .footer, section: targetSection(oracle))
        default: return .removeAllItems
        }
    }
}
