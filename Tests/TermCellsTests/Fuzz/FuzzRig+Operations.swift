@testable import TermCells

/// Runs a ``FuzzOperation`` on the real manager, storage and host.
extension FuzzRig {
    @discardableResult
    func perform(_ operation: FuzzOperation) -> Answer {
        switch operation {
        case .register(let view, let kind, let options):
            view.accept(RegisterCall(rig: self, kind: kind, options: options))
        case .unregister(let view, let kind):
            view.accept(UnregisterCall(manager: registering, kind: kind))
        case .viewEvent(let event, let view):
            view.accept(ViewEventCall(rig: self, event: event))
        case .modelEvent(let event, let target):
            attach(event, to: target)
        case .supplementaryEvent(let event, let view):
            if case .grid(let manager) = manager {
                view.accept(SupplementaryEventCall(rig: self, manager: manager, event: event))
            }
        case .storage(let operation):
            apply(operation)
        case .batch(let operations):
            storage.performUpdates { operations.forEach(apply) }
        case .withoutAnimations(let operations):
            storage.updateWithoutAnimations { operations.forEach(apply) }
        case .draw:
            draw()
        case .typedDequeue(let view, let kind, let indexPath):
            return .view(view.accept(TypedDequeueCall(host: registering.viewHost, kind: kind, indexPath: indexPath)))
        case .cellForItem(let indexPath):
            switch manager {
            case .table(let manager): return .view(manager.hostSource.host(manager.host, cellForItemAt: indexPath))
            case .grid(let manager): return .view(manager.hostSource.host(manager.host, cellForItemAt: indexPath))
            }
        case .itemExtent(let indexPath):
            switch manager {
            case .table(let manager): return .height(manager.hostSource.host(manager.host, heightOf: .item(indexPath)))
            case .grid(let manager): return .size(manager.hostSource.host(manager.host, sizeForItemAt: indexPath))
            }
        case .select(let indexPath):
            switch manager {
            case .table(let manager): manager.host.selectItem(at: indexPath)
            case .grid(let manager): manager.host.selectItem(at: indexPath)
            }
        case .deselect(let indexPath):
            switch manager {
            case .table(let manager): manager.host.deselectItem(at: indexPath)
            case .grid(let manager): manager.host.deselectItem(at: indexPath)
            }
        case .moveCursor(let indexPath):
            switch manager {
            case .table(let manager): manager.host.moveCursor(to: indexPath)
            case .grid(let manager): manager.host.moveCursor(to: indexPath)
            }
        case .key(let key):
            switch manager {
            case .table(let manager): manager.host.handle(.key(KeyEvent(key.key)))
            case .grid(let manager): manager.host.handle(.key(KeyEvent(key.key)))
            }
        case .toggleEmptySectionSupplementaries:
            switch manager {
            case .table(let manager):
                manager.displayHeaderOnEmptySection.toggle()
                manager.displayFooterOnEmptySection.toggle()
            case .grid(let manager):
                manager.displayHeaderOnEmptySection.toggle()
                manager.displayFooterOnEmptySection.toggle()
            }
        }
        return .none
    }

    func apply(_ operation: FuzzStorageOperation) {
        let storage = storage
        switch operation {
        case .setItems(let items, let section): storage.setItems(items.map(\.stored), forSection: section)
        case .addItem(let item, let section): storage.addItem(item.stored, toSection: section)
        case .addItems(let items, let section): storage.addItems(items.map(\.stored), toSection: section)
        case .insertItem(let item, let indexPath): storage.insertItem(item.stored, to: indexPath)
        case .insertItems(let items, let indexPaths): storage.insertItems(items.map(\.stored), to: indexPaths)
        case .removeItem(let item): storage.removeItem(item.stored)
        case .removeItems(let items): storage.removeItems(items.map(\.stored))
        case .removeItemsAt(let indexPaths): storage.removeItems(at: indexPaths)
        case .removeItemsFromSection(let section): storage.removeItems(fromSection: section)
        case .replaceItem(let old, let new): storage.replaceItem(old.stored, with: new.stored)
        case .reloadItem(let item): storage.reloadItem(item.stored)
        case .moveItem(let source, let destination): storage.moveItem(at: source, to: destination)
        case .insertSection(let items, let header, let footer, let index):
            storage.insertSection(
                SectionModel(items: items.map(\.stored), headerModel: header.stored, footerModel: footer.stored),
                atIndex: index)
        case .deleteSections(let indexes): storage.deleteSections(indexes)
        case .moveSection(let source, let destination): storage.moveSection(source, toSection: destination)
        case .setSupplementaries(let models, let kind):
            if kind == .header {
                storage.setSectionHeaderModels(models.map(\.stored))
            } else {
                storage.setSectionFooterModels(models.map(\.stored))
            }
        case .setSupplementary(let model, let kind, let section):
            if kind == .header {
                storage.setSectionHeaderModel(model.stored, forSection: section)
            } else {
                storage.setSectionFooterModel(model.stored, forSection: section)
            }
        case .removeAllItems: storage.removeAllItems()
        }
    }

    private func attach(_ event: FuzzModelEvent, to target: FuzzEventTarget) {
        switch target {
        case .view(let view): view.accept(ModelEventCall(manager: registering, event: event))
        case .model(.int): ModelEventCall(manager: registering, event: event).attach(to: Int.self)
        case .model(.string): ModelEventCall(manager: registering, event: event).attach(to: String.self)
        case .model(.double): ModelEventCall(manager: registering, event: event).attach(to: Double.self)
        case .model(.opaque): ModelEventCall(manager: registering, event: event).attach(to: FuzzOpaque.self)
        }
    }
}

/// `register`, `registerHeader` or `registerFooter` of one view type, its mapping closure
/// setting what the options say.
private struct RegisterCall: FuzzViewVisitor {
    let rig: FuzzRig
    let kind: FuzzKind
    let options: FuzzMappingOptions

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) {
        let configure: (ViewModelMapping<View, View.ModelType>) -> Void = {
            [options, kind, events = rig.events] mapping in
            switch options.condition {
            case .none: break
            case .section(let section): mapping.condition = .section(section)
            case .customSection(let section):
                mapping.condition = .custom { indexPath, _ in indexPath.section == section }
            case .evenModels: mapping.condition = mapping.modelCondition { model, _ in fuzzModelIsEven(model) }
            }
            if let identifier = options.reuseIdentifier { mapping.reuseIdentifier = identifier }
            if options.prototypeOwned {
                if kind == .cell {
                    mapping.cellRegisteredByStoryboard = true
                } else {
                    mapping.supplementaryRegisteredByStoryboard = true
                }
            }
            if let height = options.height { mapping.heightForCell { _, _ in height } }
            if let size = options.size { mapping.sizeForItem { _, _ in size } }
            if options.selectionEvents {
                mapping.didSelect { _, _, _ in events.fired += 1 }
                mapping.didDeselect { _, _, _ in events.fired += 1 }
            }
        }
        let manager = rig.registering
        switch kind {
        case .cell: manager.register(type, mapping: configure)
        case .header: manager.registerHeader(type, mapping: configure)
        case .footer: manager.registerFooter(type, mapping: configure)
        }
    }
}

/// `unregister`, `unregisterHeader` or `unregisterFooter` of one view type.
private struct UnregisterCall: FuzzViewVisitor {
    let manager: any MappingRegistering
    let kind: FuzzKind

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) {
        switch kind {
        case .cell: manager.unregister(type)
        case .header: manager.unregisterHeader(type)
        case .footer: manager.unregisterFooter(type)
        }
    }
}

/// `manager.didSelect(View.self) { … }` and the other view events.
private struct ViewEventCall: FuzzViewVisitor {
    let rig: FuzzRig
    let event: FuzzViewEvent

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) {
        let manager = rig.registering
        let count: (View, View.ModelType, IndexPath) -> Void = { [events = rig.events] _, _, _ in events.fired += 1 }
        switch event {
        case .didSelect: manager.didSelect(type, count)
        case .didDeselect: manager.didDeselect(type, count)
        case .willDisplay: manager.willDisplay(type, count)
        case .configure: manager.configure(type, count)
        case .didEndDisplaying: manager.didEndDisplaying(type, count)
        case .didHighlight: manager.didHighlight(type, count)
        case .didUnhighlight: manager.didUnhighlight(type, count)
        case .shouldSelect(let answer):
            manager.shouldSelect(type) { [events = rig.events] _, _, _ in
                events.fired += 1
                return answer
            }
        }
    }
}

/// `heightForCell(withItem:)` / `sizeForItem(withItem:)`, given a model type or a view type.
private struct ModelEventCall: FuzzViewVisitor {
    let manager: any MappingRegistering
    let event: FuzzModelEvent

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) {
        attach(to: type)
    }

    func attach<Model>(to type: Model.Type) {
        switch event {
        case .heightForCell(let height): manager.heightForCell(withItem: type) { _, _ in height }
        case .sizeForItem(let size): manager.sizeForItem(withItem: type) { _, _ in size }
        }
    }
}

/// A grid manager's `willDisplayHeaderView(_:_:)` and the other supplementary events.
private struct SupplementaryEventCall: FuzzViewVisitor {
    let rig: FuzzRig
    let manager: GridManager
    let event: FuzzSupplementaryEvent

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) {
        let count: (View, View.ModelType, IndexPath) -> Void = { [events = rig.events] _, _, _ in events.fired += 1 }
        switch event {
        case .willDisplay(let kind):
            if kind == .header {
                manager.willDisplayHeaderView(type, count)
            } else {
                manager.willDisplayFooterView(type, count)
            }
        case .didEndDisplaying(let kind):
            manager.didEndDisplayingSupplementaryView(type, forElementKind: kind == .header ? .header : .footer, count)
        case .referenceSizeForHeader(let size):
            manager.referenceSizeForHeaderView(type) { _, _ in size }
        case .referenceSizeForFooter(let size):
            manager.referenceSizeForFooterView(type) { _, _ in size }
        }
    }
}

/// `host.dequeueCell(at:)` or `host.dequeueSupplementary(ofKind:at:)`, typed as the view.
private struct TypedDequeueCall: FuzzViewVisitor {
    let host: any ReusableViewHost
    let kind: FuzzKind
    let indexPath: IndexPath

    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) -> ReusableView {
        switch kind {
        case .cell:
            let view: View = host.dequeueCell(at: indexPath)
            return view
        case .header:
            let view: View = host.dequeueSupplementary(ofKind: .header, at: indexPath)
            return view
        case .footer:
            let view: View = host.dequeueSupplementary(ofKind: .footer, at: indexPath)
            return view
        }
    }
}
