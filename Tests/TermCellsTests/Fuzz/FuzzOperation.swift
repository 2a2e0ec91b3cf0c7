@testable import TermCells

/// Where a mapping shows its view: as a cell, a section header or a section footer.
enum FuzzKind: CaseIterable, Hashable, CustomStringConvertible {
    case cell, header, footer

    var viewKind: ViewKind {
        switch self {
        case .cell: return .cell
        case .header: return .header
        case .footer: return .footer
        }
    }

    /// `ViewKind.description`, as anomalies name the kind.
    var description: String { viewKind.description }
}

/// When a mapping applies, beyond its model type.
enum FuzzCondition: Hashable, CustomStringConvertible {
    /// Anywhere (cacheable).
    case none
    /// `.section(n)` (cacheable per section).
    case section(Int)
    /// `.custom` looking at the section only (not cacheable).
    case customSection(Int)
    /// `mapping.modelCondition`: only models made from an even number.
    case evenModels

    func matches(_ item: FuzzItem, at indexPath: IndexPath) -> Bool {
        switch self {
        case .none: return true
        case .section(let section), .customSection(let section): return indexPath.section == section
        case .evenModels: return item.isEven
        }
    }

    var description: String {
        switch self {
        case .none: return "any"
        case .section(let section): return "section(\(section))"
        case .customSection(let section): return "custom(section \(section))"
        case .evenModels: return "even models"
        }
    }
}

/// What the mapping closure of a `register` call sets.
struct FuzzMappingOptions: CustomStringConvertible {
    var condition: FuzzCondition = .none
    /// A reuse identifier other than the class name; may be another class's name (a misuse).
    var reuseIdentifier: String?
    /// `cellRegisteredByStoryboard` / `supplementaryRegisteredByStoryboard`: the manager does
    /// not register the view with the host, so its models find nothing to dequeue.
    var prototypeOwned = false
    /// `mapping.heightForCell` returning this.
    var height: Int?
    /// `mapping.sizeForItem` returning this.
    var size: Size?
    /// `mapping.didSelect` and `mapping.didDeselect`.
    var selectionEvents = false

    var description: String {
        var parts = [condition.description]
        if let reuseIdentifier { parts.append("id \(reuseIdentifier)") }
        if prototypeOwned { parts.append("prototype") }
        if let height { parts.append("height \(height)") }
        if let size { parts.append("size \(size.width)x\(size.height)") }
        if selectionEvents { parts.append("select events") }
        return parts.joined(separator: ", ")
    }
}

/// A manager-level event attached by view type (`manager.didSelect(View.self) { … }`).
enum FuzzViewEvent: CustomStringConvertible {
    case didSelect, didDeselect, willDisplay, configure, didEndDisplaying, didHighlight, didUnhighlight
    case shouldSelect(Bool)

    var event: MappingEvent {
        switch self {
        case .didSelect: return .didSelect
        case .didDeselect: return .didDeselect
        case .willDisplay: return .willDisplay
        case .configure: return .configure
        case .didEndDisplaying: return .didEndDisplaying
        case .didHighlight: return .didHighlight
        case .didUnhighlight: return .didUnhighlight
        case .shouldSelect: return .shouldSelect
        }
    }

    var description: String {
        if case .shouldSelect(let answer) = self { return "shouldSelect(\(answer))" }
        return event.rawValue
    }
}

/// A model-only event attached by model type (`manager.heightForCell(withItem: Model.self)`).
enum FuzzModelEvent: CustomStringConvertible {
    case heightForCell(Int)
    case sizeForItem(Size)

    var event: MappingEvent {
        switch self {
        case .heightForCell: return .heightForCell
        case .sizeForItem: return .sizeForItem
        }
    }

    var description: String {
        switch self {
        case .heightForCell(let height): return "heightForCell(\(height))"
        case .sizeForItem(let size): return "sizeForItem(\(size.width)x\(size.height))"
        }
    }
}

/// The type a model-only event is given: a model type, or (a misuse) a view type.
enum FuzzEventTarget: CustomStringConvertible {
    case model(FuzzModelType)
    case view(FuzzViewType)

    var description: String {
        switch self {
        case .model(let type): return type.name
        case .view(let type): return type.name
        }
    }
}

/// A grid manager's supplementary event, attached by view type.
enum FuzzSupplementaryEvent: CustomStringConvertible {
    case willDisplay(FuzzKind)
    case didEndDisplaying(FuzzKind)
    case referenceSizeForHeader(Size)
    case referenceSizeForFooter(Size)

    var kind: FuzzKind {
        switch self {
        case .willDisplay(let kind), .didEndDisplaying(let kind): return kind
        case .referenceSizeForHeader: return .header
        case .referenceSizeForFooter: return .footer
        }
    }

    var event: MappingEvent {
        switch self {
        case .willDisplay: return .willDisplay
        case .didEndDisplaying: return .didEndDisplaying
        case .referenceSizeForHeader: return .referenceSizeForHeader
        case .referenceSizeForFooter: return .referenceSizeForFooter
        }
    }

    var description: String {
        switch self {
        case .willDisplay(let kind): return "willDisplay \(kind)"
        case .didEndDisplaying(let kind): return "didEndDisplaying \(kind)"
        case .referenceSizeForHeader(let size): return "referenceSizeForHeader(\(size.width)x\(size.height))"
        case .referenceSizeForFooter(let size): return "referenceSizeForFooter(\(size.width)x\(size.height))"
        }
    }
}

/// A key sent to the host.
enum FuzzKey: CaseIterable, CustomStringConvertible {
    case down, up, left, right, pageDown, home, end, enter

    var key: Key {
        switch self {
        case .down: return .down
        case .up: return .up
        case .left: return .left
        case .right: return .right
        case .pageDown: return .pageDown
        case .home: return .home
        case .end: return .end
        case .enter: return .enter
        }
    }

    var description: String { "\(key)" }
}

/// One call on a ``MemoryStorage``, valid or not.
enum FuzzStorageOperation: CustomStringConvertible {
    case setItems([FuzzItem], section: Int)
    case addItem(FuzzItem, section: Int)
    case addItems([FuzzItem], section: Int)
    case insertItem(FuzzItem, IndexPath)
    case insertItems([FuzzItem], [IndexPath])
    case removeItem(FuzzItem)
    case removeItems([FuzzItem])
    case removeItemsAt([IndexPath])
    case removeItemsFromSection(Int)
    case replaceItem(FuzzItem, with: FuzzItem)
    case reloadItem(FuzzItem)
    case moveItem(IndexPath, IndexPath)
    case insertSection([FuzzItem], header: FuzzItem, footer: FuzzItem, at: Int)
    case deleteSections([Int])
    case moveSection(Int, Int)
    case setSupplementaries([FuzzItem], FuzzKind)
    case setSupplementary(FuzzItem, FuzzKind, section: Int)
    case removeAllItems

    var description: String {
        func list<T>(_ values: [T]) -> String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
        switch self {
        case .setItems(let items, let section): return "setItems(\(list(items)), forSection: \(section))"
        case .addItem(let item, let section): return "addItem(\(item), toSection: \(section))"
        case .addItems(let items, let section): return "addItems(\(list(items)), toSection: \(section))"
        case .insertItem(let item, let path): return "insertItem(\(item), to: \(path))"
        case .insertItems(let items, let paths): return "insertItems(\(list(items)), to: \(list(paths)))"
        case .removeItem(let item): return "removeItem(\(item))"
        case .removeItems(let items): return "removeItems(\(list(items)))"
        case .removeItemsAt(let paths): return "removeItems(at: \(list(paths)))"
        case .removeItemsFromSection(let section): return "removeItems(fromSection: \(section))"
        case .replaceItem(let old, let new): return "replaceItem(\(old), with: \(new))"
        case .reloadItem(let item): return "reloadItem(\(item))"
        case .moveItem(let from, let to): return "moveItem(at: \(from), to: \(to))"
        case .insertSection(let items, let header, let footer, let index):
            return "insertSection(\(list(items)), header: \(header), footer: \(footer), atIndex: \(index))"
        case .deleteSections(let sections): return "deleteSections(\(list(sections)))"
        case .moveSection(let from, let to): return "moveSection(\(from), toSection: \(to))"
        case .setSupplementaries(let models, let kind): return "set \(kind) models \(list(models))"
        case .setSupplementary(let model, let kind, let section):
            return "set \(kind) model \(model) for section \(section)"
        case .removeAllItems: return "removeAllItems()"
        }
    }
}

/// One step of a fuzz sequence: registration, events, storage, or a question to the host.
enum FuzzOperation: CustomStringConvertible {
    case register(FuzzViewType, FuzzKind, FuzzMappingOptions)
    case unregister(FuzzViewType, FuzzKind)
    case viewEvent(FuzzViewEvent, FuzzViewType)
    case modelEvent(FuzzModelEvent, FuzzEventTarget)
    /// Grid managers only.
    case supplementaryEvent(FuzzSupplementaryEvent, FuzzViewType)
    case storage(FuzzStorageOperation)
    /// Storage operations inside one `performUpdates`.
    case batch([FuzzStorageOperation])
    /// Storage operations inside one `updateWithoutAnimations`.
    case withoutAnimations([FuzzStorageOperation])
    case draw
    /// `host.dequeueCell(at:)` / `host.dequeueSupplementary(ofKind:at:)` typed as the view.
    case typedDequeue(FuzzViewType, FuzzKind, IndexPath)
    /// The manager's `cellForItemAt`, as the host asks it.
    case cellForItem(IndexPath)
    /// The manager's `heightForItemAt` (table) or `sizeForItemAt` (grid).
    case itemExtent(IndexPath)
    case select(IndexPath)
    case deselect(IndexPath)
    case moveCursor(IndexPath)
    case key(FuzzKey)
    /// Flips `displayHeaderOnEmptySection` and `displayFooterOnEmptySection`.
    case toggleEmptySectionSupplementaries

    var description: String {
        switch self {
        case .register(let view, let kind, let options): return "register \(view) as \(kind) (\(options))"
        case .unregister(let view, let kind): return "unregister \(view) as \(kind)"
        case .viewEvent(let event, let view): return "\(event) event on \(view)"
        case .modelEvent(let event, let target): return "\(event) event for \(target)"
        case .supplementaryEvent(let event, let view): return "\(event) event on \(view)"
        case .storage(let operation): return operation.description
        case .batch(let operations):
            return "performUpdates { " + operations.map(\.description).joined(separator: "; ") + " }"
        case .withoutAnimations(let operations):
            return "updateWithoutAnimations { " + operations.map(\.description).joined(separator: "; ") + " }"
        case .draw: return "draw"
        case .typedDequeue(let view, let kind, let path): return "dequeue \(kind) \(view) at \(path)"
        case .cellForItem(let path): return "cellForItemAt \(path)"
        case .itemExtent(let path): return "extent of item \(path)"
        case .select(let path): return "selectItem \(path)"
        case .deselect(let path): return "deselectItem \(path)"
        case .moveCursor(let path): return "moveCursor \(path)"
        case .key(let key): return "key \(key)"
        case .toggleEmptySectionSupplementaries: return "toggle supplementaries of empty sections"
        }
    }
}
