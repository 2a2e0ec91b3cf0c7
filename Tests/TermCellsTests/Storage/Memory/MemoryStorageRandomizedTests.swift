import TermCellsTesting
import Testing

@testable import TermCells

/// Applies random operations, valid and invalid, to a ``MemoryStorage`` and to a plain
/// `[[Int]]` model, and replays every delivered update onto a copy of the previous state:
/// the storage must match the model after each step, and the replay must match the storage.
@MainActor
@Suite struct MemoryStorageRandomizedTests {
    @Test(arguments: [1, 42, 2024, 0xDEC0DE] as [UInt64])
    func randomOperationsMatchAModelAndTheirUpdatesReplayExactly(seed: UInt64) {
        let run = RandomStorageRun(seed: seed)
        for step in 0..<1_500 {
            guard run.step(number: step) else {
                Issue.record("randomized storage run failed: seed \(seed), step \(step)")
                return
            }
        }
        #expect(run.deliveredUpdates > 500, "seed \(seed)")
        #expect(run.anomalies > 50, "seed \(seed)")
    }
}

/// The plain model the storage is checked against: sections of unique integers and headers.
private struct ReferenceModel: Equatable {
    var sections: [[Int]] = []
    var headers: [Int?] = []

    mutating func createSections(through section: Int) {
        while sections.count <= section {
            sections.append([])
            headers.append(nil)
        }
    }

    func find(_ value: Int) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(of: value) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    func count(_ section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
    }
}

@MainActor
private final class RandomStorageRun {
    let seed: UInt64
    var rng: SeededGenerator
    let storage = MemoryStorage()
    let observer = StorageUpdatesObserver()
    var model = ReferenceModel()
    var expectReload = false
    var expectedAnomalies = 0
    var anomalies = 0
    var deliveredUpdates = 0
    var nextValue = 1

    init(seed: UInt64) {
        self.seed = seed
        rng = SeededGenerator(seed: seed)
        storage.addObserver(observer)
        storage.anomalyHandler.anomalyAction = { [unowned self] _ in anomalies += 1 }
    }

    // MARK: Checking

    var storageSections: [[Int]] {
        storage.sections.map { $0.items.map { $0 as? Int ?? -1 } }
    }

    var storageHeaders: [Int?] {
        storage.sections.map { $0.headerModel as? Int }
    }

    /// Runs one top-level operation and checks everything; false on the first mismatch.
    func step(number: Int) -> Bool {
        let previous = model
        observer.reset()
        expectReload = false
        let anomaliesBefore = anomalies
        expectedAnomalies = 0
        let description = randomOperation(depth: 0)
        let context = "seed \(seed), step \(number): \(description)"

        guard storageSections == model.sections, storageHeaders == model.headers else {
            Issue.record(
                "storage \(storageSections) \(storageHeaders) differs from model \(model.sections) \(model.headers) — \(context)"
            )
            return false
        }
        guard anomalies - anomaliesBefore == expectedAnomalies else {
            Issue.record("expected \(expectedAnomalies) anomalies, got \(anomalies - anomaliesBefore) — \(context)")
            return false
        }
        guard observer.events.count <= 1 else {
            Issue.record("expected at most one event, got \(observer.events) — \(context)")
            return false
        }
        switch observer.events.first {
        case nil:
            guard !expectReload, previous == model else {
                Issue.record("the storage changed but told nobody — \(context)")
                return false
            }
        case .reload:
            guard expectReload else {
                Issue.record("unexpected reload — \(context)")
                return false
            }
        case .update(let update):
            deliveredUpdates += 1
            guard !expectReload else {
                Issue.record("expected a reload, got \(update) — \(context)")
                return false
            }
            var replayer = StorageUpdateReplayer(previous: previous.sections)
            replayer.apply(update)
            guard replayer.problems.isEmpty, replayer.matches(storageSections) else {
                Issue.record(
                    "replaying \(update) onto \(previous.sections) gives \(replayer.sections), storage has \(storageSections); \(replayer.problems) — \(context)"
                )
                return false
            }
        }
        return true
    }

    // MARK: Random choices

    func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &rng)
    }

    func chance(_ percent: Int) -> Bool {
        int(1...100) <= percent
    }

    func freshValues(_ count: Int) -> [Int] {
        defer { nextValue += count }
        return Array(nextValue..<nextValue + count)
    }

    /// A section index, sometimes one past the end or negative.
    func randomSection(extra: Int = 1) -> Int {
        chance(3) ? -1 : int(0...max(0, model.sections.count - 1 + extra))
    }

    /// An index path, sometimes out of range.
    func randomIndexPath(extraItems: Int) -> IndexPath {
        let section = chance(8) ? randomSection() : int(0...max(0, model.sections.count - 1))
        let item = chance(3) ? -1 : int(0...max(0, model.count(section) - 1 + extraItems))
        return IndexPath(item: item, section: section)
    }

    /// A value in the storage, or sometimes one that is not.
    func randomValue() -> Int {
        let all = model.sections.flatMap { $0 }
        if all.isEmpty || chance(5) { return -int(1...1_000) }
        return all[int(0...all.count - 1)]
    }

    func invalid() {
        expectedAnomalies += 1
    }

    // MARK: Operations, each applied to the storage and the model

    func randomOperation(depth: Int) -> String {
        let total = model.sections.reduce(0) { $0 + $1.count }
        let removalBias = total > 80 || model.sections.count > 12
        let choice = removalBias && chance(60) ? [5, 7, 8, 9, 15][int(0...4)] : int(0...21)
        switch choice {
        case 0, 1:
            let values = freshValues(int(0...3))
            let section = randomSection(extra: 2)
            storage.addItems(values, toSection: section)
            if section < 0 {
                invalid()
            } else {
                model.createSections(through: section)
                model.sections[section] += values
            }
            return "addItems(\(values), toSection: \(section))"
        case 2:
            let value = freshValues(1)[0]
            let indexPath = randomIndexPath(extraItems: 2)
            storage.insertItem(value, to: indexPath)
            insertInModel([value], at: indexPath)
            return "insertItem(\(value), to: \(indexPath))"
        case 3:
            let values = freshValues(int(0...3))
            let indexPath = randomIndexPath(extraItems: 2)
            storage.insertItems(values, at: indexPath)
            insertInModel(values, at: indexPath)
            return "insertItems(\(values), at: \(indexPath))"
        case 4:
            let values = freshValues(int(1...3))
            var paths: [IndexPath] = []
            var copy = model
            for _ in 0..<(chance(5) ? values.count + 1 : values.count) {
                let section = chance(10) ? copy.sections.count : int(0...max(0, copy.sections.count - 1))
                let indexPath = IndexPath(
                    item: chance(5) ? copy.count(section) + 1 : int(0...copy.count(section)), section: section)
                paths.append(indexPath)
                if indexPath.item <= copy.count(section) {
                    copy.createSections(through: section)
                    copy.sections[section].insert(0, at: indexPath.item)
                }
            }
            storage.insertItems(values, to: paths)
            var result = model
            var valid = values.count == paths.count
            for (value, indexPath) in zip(values, paths) where valid {
                guard indexPath.section >= 0, (0...result.count(indexPath.section)).contains(indexPath.item) else {
                    valid = false
                    break
                }
                result.createSections(through: indexPath.section)
                result.sections[indexPath.section].insert(value, at: indexPath.item)
            }
            if valid { model = result } else { invalid() }
            return "insertItems(\(values), to: \(paths))"
        case 5, 6:
            let value = randomValue()
            storage.removeItem(value)
            if let indexPath = model.find(value) {
                model.sections[indexPath.section].remove(at: indexPath.item)
            } else {
                invalid()
            }
            return "removeItem(\(value))"
        case 7:
            let values = (0..<int(1...4)).map { _ in randomValue() }
            storage.removeItems(values)
            var result = model
            var valid = true
            for value in values {
                guard let indexPath = result.find(value) else {
                    valid = false
                    break
                }
                result.sections[indexPath.section].remove(at: indexPath.item)
            }
            if valid { model = result } else { invalid() }
            return "removeItems(\(values))"
        case 8:
            let paths = (0..<int(1...4)).map { _ in randomIndexPath(extraItems: chance(20) ? 1 : 0) }
            storage.removeItems(at: paths)
            if paths.allSatisfy(model.contains) {
                for indexPath in Set(paths).sorted(by: >) {
                    model.sections[indexPath.section].remove(at: indexPath.item)
                }
            } else {
                invalid()
            }
            return "removeItems(at: \(paths))"
        case 9:
            let section = randomSection(extra: 0)
            storage.removeItems(fromSection: section)
            if model.sections.indices.contains(section) { model.sections[section].removeAll() } else { invalid() }
            return "removeItems(fromSection: \(section))"
        case 10:
            let old = randomValue()
            let new = freshValues(1)[0]
            storage.replaceItem(old, with: new)
            if let indexPath = model.find(old) {
                model.sections[indexPath.section][indexPath.item] = new
            } else {
                invalid()
            }
            return "replaceItem(\(old), with: \(new))"
        case 11:
            let value = randomValue()
            storage.reloadItem(value)
            if model.find(value) == nil { invalid() }
            return "reloadItem(\(value))"
        case 12, 13:
            let from = randomIndexPath(extraItems: 0)
            let to = randomIndexPath(extraItems: 1)
            storage.moveItem(at: from, to: to)
            var result = model
            if result.contains(from) {
                let value = result.sections[from.section].remove(at: from.item)
                if result.sections.indices.contains(to.section),
                    (0...result.sections[to.section].count).contains(to.item)
                {
                    result.sections[to.section].insert(value, at: to.item)
                    model = result
                } else {
                    invalid()
                }
            } else {
                invalid()
            }
            return "moveItem(at: \(from), to: \(to))"
        case 14:
            let values = freshValues(int(0...3))
            let index = randomSection(extra: 2)
            let header = chance(50) ? freshValues(1)[0] : nil
            storage.insertSection(SectionModel(items: values, headerModel: header), atIndex: index)
            if (0...model.sections.count).contains(index) {
                model.sections.insert(values, at: index)
                model.headers.insert(header, at: index)
            } else {
                invalid()
            }
            return "insertSection(\(values), header \(String(describing: header)), atIndex: \(index))"
        case 15:
            let indexes = (0..<int(1...3)).map { _ in randomSection(extra: chance(10) ? 1 : 0) }
            storage.deleteSections(indexes)
            if indexes.allSatisfy(model.sections.indices.contains) {
                for index in Set(indexes).sorted(by: >) {
                    model.sections.remove(at: index)
                    model.headers.remove(at: index)
                }
            } else {
                invalid()
            }
            return "deleteSections(\(indexes))"
        case 16:
            let from = randomSection(extra: 0)
            let to = randomSection(extra: chance(10) ? 1 : 0)
            storage.moveSection(from, toSection: to)
            if model.sections.indices.contains(from), model.sections.indices.contains(to) {
                model.sections.insert(model.sections.remove(at: from), at: to)
                model.headers.insert(model.headers.remove(at: from), at: to)
            } else {
                invalid()
            }
            return "moveSection(\(from), toSection: \(to))"
        case 17:
            let section = randomSection(extra: 1)
            let header = chance(70) ? freshValues(1)[0] : nil
            storage.setSectionHeaderModel(header, forSection: section)
            if section < 0 {
                invalid()
            } else {
                model.createSections(through: section)
                model.headers[section] = header
            }
            return "setSectionHeaderModel(\(String(describing: header)), forSection: \(section))"
        case 18:
            guard chance(30) else { return randomOperation(depth: depth) }
            let values = freshValues(int(0...5))
            let section = randomSection(extra: 1)
            storage.setItems(values, forSection: section)
            if section < 0 {
                invalid()
            } else {
                model.createSections(through: section)
                model.sections[section] = values
                expectReload = true
            }
            return "setItems(\(values), forSection: \(section))"
        case 19:
            guard chance(20) else { return randomOperation(depth: depth) }
            let all = (0..<int(0...3)).map { _ in freshValues(int(0...3)) }
            storage.setItemsForAllSections(all)
            model.sections = all
            model.headers =
                Array(model.headers.prefix(all.count))
                + Array(repeating: nil, count: max(0, all.count - model.headers.count))
            expectReload = true
            return "setItemsForAllSections(\(all))"
        case 20:
            guard depth < 3 else { return randomOperation(depth: depth) }
            var steps: [String] = []
            storage.performUpdates {
                for _ in 0..<int(1...5) { steps.append(randomOperation(depth: depth + 1)) }
            }
            return "performUpdates { \(steps.joined(separator: "; ")) }"
        default:
            guard depth < 3, chance(25) else { return randomOperation(depth: depth) }
            var steps: [String] = []
            storage.updateWithoutAnimations {
                for _ in 0..<int(1...3) { steps.append(randomOperation(depth: depth + 1)) }
            }
            expectReload = true
            return "updateWithoutAnimations { \(steps.joined(separator: "; ")) }"
        }
    }

    func insertInModel(_ values: [Int], at indexPath: IndexPath) {
        guard indexPath.section >= 0, (0...model.count(indexPath.section)).contains(indexPath.item) else {
            return invalid()
        }
        model.createSections(through: indexPath.section)
        model.sections[indexPath.section].insert(contentsOf: values, at: indexPath.item)
    }
}
