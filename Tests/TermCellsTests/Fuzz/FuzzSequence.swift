@testable import TermCells

/// One fuzz sequence: a new manager (table or grid) with an empty storage, and a few hundred
/// operations from one seed. Each operation runs against the oracle first, which says which
/// anomalies the manager and the storage must report, then against the manager; the anomalies
/// caught must be exactly those, and after every draw the screen must agree with the oracle.
@MainActor
struct FuzzSequence {
    let seedText: String
    let index: Int
    private let rig: FuzzRig
    private var oracle = FuzzOracle()
    private var generator: FuzzGenerator
    private var recent: [String] = []
    private let trace = ManagerFuzzSettings.trace
    /// Operations to run instead of generated ones (``FuzzShrink`` replays a failure's).
    private let replay: [FuzzOperation]?
    /// The operations run so far, draws included.
    private(set) var performed: [FuzzOperation] = []

    init(seed: UInt64, seedText: String, index: Int, grid: Bool, replay: [FuzzOperation]? = nil) {
        self.seedText = seedText
        self.index = index
        self.replay = replay
        rig = FuzzRig(grid: grid)
        generator = FuzzGenerator(seed: seed, grid: grid)
    }

    /// Runs `length` operations, counting them and their anomalies in `tally`. Returns the
    /// failure message of the first operation that went wrong, if one did; the sequence stops there.
    mutating func run(length: Int, tally: inout FuzzTally) -> String? {
        defer { tally.eventsFired += rig.events.fired }
        for number in 1...length {
            // Every few operations a draw, so the screen is checked often.
            let operation: FuzzOperation
            if let replay {
                guard number <= replay.count else { break }
                operation = replay[number - 1]
            } else {
                operation = number.isMultiple(of: 6) ? .draw : generator.operation(oracle)
            }
            performed.append(operation)
            recent.append("#\(number) \(operation)")
            if recent.count > 12 { recent.removeFirst() }
            let problems = step(operation, tally: &tally)
            if trace { print("#\(number) \(operation)\n    \(oracle.dump)") }
            tally.operations += 1
            guard problems.isEmpty else {
                return
                    "TERMCELLS_FUZZ_SEED=\(seedText): \(rig.isGrid ? "grid" : "table") sequence \(index), operation \(number) of \(length): "
                    + "\(operation)\n  " + problems.joined(separator: "\n  ") + "\n  recent operations:\n    "
                    + recent.joined(separator: "\n    ")
                    + "\n  " + oracle.dump
            }
        }
        return nil
    }

    // MARK: One operation

    private mutating func step(_ operation: FuzzOperation, tally: inout FuzzTally) -> [String] {
        let before = oracle
        var expectedManager: [ManagerAnomaly] = []
        var expectedStorage: [MemoryStorageAnomaly] = []
        var certain: [(key: FuzzOracle.AmbiguityKey, candidates: [String])] = []
        var answerProblems: (FuzzRig.Answer) -> [String] = { _ in [] }

        switch operation {
        case .register(let view, let kind, let options):
            expectedManager = oracle.register(view, as: kind, options: options)
        case .unregister(let view, let kind):
            expectedManager = oracle.unregister(view, as: kind)
        case .viewEvent(let event, let view):
            expectedManager = oracle.attach(event, to: view)
        case .modelEvent(let event, let target):
            expectedManager = oracle.attach(event, to: target)
        case .supplementaryEvent(let event, let view):
            expectedManager = rig.isGrid ? oracle.attach(event, to: view) : []
        case .storage(let storageOperation):
            expectedStorage = oracle.apply(storageOperation)
        case .batch(let operations), .withoutAnimations(let operations):
            expectedStorage = operations.flatMap { oracle.apply($0) }
        case .draw:
            return draw(tally: &tally)
        case .typedDequeue(let view, let kind, let indexPath):
            expectedManager = oracle.typedDequeueAnomalies(view, kind: kind, at: indexPath)
            answerProblems = { answer in
                guard case .view(let made) = answer, view.isType(of: made) else {
                    return ["the dequeue did not give a \(view)"]
                }
                return []
            }
        case .cellForItem(let indexPath):
            let expected = oracle.expectedCell(at: indexPath)
            expectedManager = expected.anomalies
            certain += oracle.cellAmbiguity(at: indexPath).map { [$0] } ?? []
            answerProblems = { [rig] answer in
                guard case .view(let view) = answer else { return ["no view"] }
                return FuzzScreenCheck.viewProblems(view, expected.view, "the cell for \(indexPath)", rig, drawn: false)
            }
        case .itemExtent(let indexPath):
            expectedManager = oracle.extentAnomalies(
                at: indexPath, operation: rig.isGrid ? "sizeForItemAt" : "heightForItemAt")
            certain += oracle.cellAmbiguity(at: indexPath).map { [$0] } ?? []
            let height = oracle.expectedHeight(at: indexPath)
            let size = oracle.expectedSize(at: indexPath)
            let grid = rig.isGrid
            answerProblems = { answer in
                switch answer {
                case .height(let answered) where answered == height: return []
                case .size(let answered) where answered == size: return []
                default:
                    return [
                        "answered \(answer), expected \(grid ? "\(String(describing: size))" : "\(String(describing: height))")"
                    ]
                }
            }
        case .select(let indexPath):
            rig.reloadIfNeeded()
            expectedManager = oracle.selectionAnomalies(
                selecting: indexPath, displayed: rig.displayedItems, selected: rig.selectedIndexPaths)
            certain += oracle.cellAmbiguity(at: indexPath).map { [$0] } ?? []
        case .deselect(let indexPath):
            // Reading the selection reloads a host about to reload (ending every view on
            // screen): reload first, so the views the oracle sees are those the event finds.
            rig.reloadIfNeeded()
            expectedManager = oracle.deselectionAnomalies(
                deselecting: indexPath, displayed: rig.displayedItems, selected: rig.selectedIndexPaths)
        case .moveCursor(let indexPath):
            expectedManager = oracle.cursorAnomalies(movingTo: indexPath)
        case .key(let key):
            if key == .enter {
                rig.reloadIfNeeded()
                if let cursor = rig.cursor {
                    expectedManager = oracle.selectionAnomalies(
                        selecting: cursor, displayed: rig.displayedItems, selected: rig.selectedIndexPaths)
                }
            }
        case .toggleEmptySectionSupplementaries:
            oracle.displaySupplementariesOnEmptySections.toggle()
        }

        let answer = rig.perform(operation)
        var problems = anomalyProblems(
            expectedManager, expectedStorage, certain: certain, before: before, tally: &tally)
        problems += answerProblems(answer)
        switch operation {
        case .register, .unregister: problems += registrationProblems()
        default: break
        }
        return problems
    }

    /// A draw: every view dequeued for it (the slots on screen now that were not before)
    /// reports what its model lacks; then the screen must agree with the oracle. Views are
    /// dequeued top to bottom, but for a frame after a scroll that put an item's bottom on
    /// the last line: that one measures from the item up (`LayoutHost+Revealing.swift`), so
    /// the reports are compared in any order.
    private mutating func draw(tally: inout FuzzTally) -> [String] {
        let reloads = rig.needsReload
        let itemsBefore = reloads ? [] : Set(rig.displayedItems.keys)
        let slotsBefore = reloads ? [] : Set(rig.displayedSupplementaries.keys)
        rig.draw()
        let newItems = Set(rig.displayedItems.keys).subtracting(itemsBefore)
        let newSlots = Set(rig.displayedSupplementaries.keys).subtracting(slotsBefore)
        var expected: [ManagerAnomaly] = []
        var certain: [(key: FuzzOracle.AmbiguityKey, candidates: [String])] = []
        let sections = Set(newItems.map(\.section)).union(newSlots.map(\.section)).sorted()
        for section in sections {
            if newSlots.contains(FuzzRig.SupplementarySlot(kind: .header, section: section)) {
                expected += oracle.expectedSupplementary(.header, inSection: section).anomalies
                certain += oracle.supplementaryAmbiguity(.header, inSection: section).map { [$0] } ?? []
            }
            for indexPath in newItems.filter({ $0.section == section }).sorted() {
                expected += oracle.expectedCell(at: indexPath).anomalies
                certain += oracle.cellAmbiguity(at: indexPath).map { [$0] } ?? []
            }
            if newSlots.contains(FuzzRig.SupplementarySlot(kind: .footer, section: section)) {
                expected += oracle.expectedSupplementary(.footer, inSection: section).anomalies
                certain += oracle.supplementaryAmbiguity(.footer, inSection: section).map { [$0] } ?? []
            }
        }
        return anomalyProblems(expected, [], certain: certain, before: oracle, inAnyOrder: true, tally: &tally)
            + FuzzScreenCheck.problems(rig, oracle)
    }

    // MARK: Checks

    /// The anomalies caught are exactly the expected ones, in order (`inAnyOrder`: the
    /// manager's, as many of each), apart from ambiguity reports, which must name places that
    /// are ambiguous, each once until the mappings change, and include every place in
    /// `certain` (models the operation surely resolved).
    private mutating func anomalyProblems(
        _ expectedManager: [ManagerAnomaly], _ expectedStorage: [MemoryStorageAnomaly],
        certain: [(key: FuzzOracle.AmbiguityKey, candidates: [String])], before: FuzzOracle,
        inAnyOrder: Bool = false, tally: inout FuzzTally
    ) -> [String] {
        let (manager, storage) = rig.takeAnomalies()
        tally.count(manager, storage)
        var problems: [String] = []
        let ambiguities = manager.filter { if case .ambiguousMapping = $0 { return true } else { return false } }
        let others = manager.filter { if case .ambiguousMapping = $0 { return false } else { return true } }
        let matches =
            inAnyOrder
            ? others.map(\.description).sorted() == expectedManager.map(\.description).sorted()
            : others == expectedManager
        if !matches {
            problems.append(
                "manager reported \(others.map(\.description)), expected \(expectedManager.map(\.description))")
        }
        if storage != expectedStorage {
            problems.append(
                "storage reported \(storage.map(\.description)), expected \(expectedStorage.map(\.description))")
        }
        let places = before.ambiguousPlaces().merging(oracle.ambiguousPlaces()) { $0.union($1) }
        for case .ambiguousMapping(let kind, let modelType, let section, let candidates) in ambiguities {
            let key = FuzzOracle.AmbiguityKey(kind: kind, modelType: modelType, section: section)
            if !oracle.reportedAmbiguities.insert(key).inserted {
                problems.append("ambiguity of \(key) reported again before the mappings changed")
            } else if !(places[key]?.contains(candidates) ?? false) {
                problems.append(
                    "ambiguity of \(key) with \(candidates) reported, but the candidates there are \(places[key].map { Array($0) } ?? [])"
                )
            }
        }
        for (key, candidates) in certain where !oracle.reportedAmbiguities.contains(key) {
            problems.append(
                "\(candidates.count) mappings (\(candidates)) match at \(key), but no ambiguity was reported")
        }
        return problems
    }

    /// After a registration change: the manager's mappings and the host's registrations are
    /// those of the oracle.
    private func registrationProblems() -> [String] {
        var problems: [String] = []
        let mappings = rig.registering.mappings.map { "\(ReuseIdentifier.of($0.viewType)) as \($0.kind)" }
        let expected = oracle.mappings.map { "\($0.view.name) as \($0.kind)" }
        if mappings != expected { problems.append("the manager has mappings \(mappings), expected \(expected)") }
        let queues = rig.registering.viewHost.reuseQueues
        for kind in FuzzKind.allCases {
            for identifier in FuzzViewType.allCases.map(\.name) + ["Shared"] {
                let registered = queues.registration(kind: kind.viewKind, identifier: identifier).map {
                    ReuseIdentifier.of($0.viewType)
                }
                let expected = oracle.registrations[FuzzOracle.RegistrationKey(kind: kind, identifier: identifier)]?
                    .name
                if registered != expected {
                    problems.append(
                        "the host has \(registered ?? "nothing") as \(kind) '\(identifier)', expected \(expected ?? "nothing")"
                    )
                }
            }
        }
        return problems
    }
}
