@testable import TermCells

/// Counts of a fuzz run, for the one summary line it prints: operations, and anomalies by case.
struct FuzzTally {
    var sequences = 0
    var operations = 0
    var eventsFired = 0
    private(set) var managerAnomalies: [String: Int] = [:]
    private(set) var storageAnomalies: [String: Int] = [:]

    /// The cases the fuzz provokes, in the order the summary lists them (zeros included, so a
    /// case that stops occurring shows).
    static let managerCases = [
        "noMapping", "nilModel", "ambiguousMapping", "eventForUnregisteredView", "modelEventGivenViewType",
        "reuseIdentifierConflict", "nothingRegistered", "dequeuedWrongType", "indexPathOutOfRange",
    ]
    static let storageCases = [
        "itemIndexOutOfRange", "sectionOfIndexPathOutOfRange", "sectionOutOfRange", "itemNotFound",
        "itemNotSearchable", "countMismatch",
    ]

    mutating func count(_ manager: [ManagerAnomaly], _ storage: [MemoryStorageAnomaly]) {
        for anomaly in manager { managerAnomalies[Self.caseName(anomaly), default: 0] += 1 }
        for anomaly in storage { storageAnomalies[Self.caseName(anomaly), default: 0] += 1 }
    }

    var anomalyCount: Int { managerAnomalies.values.reduce(0, +) + storageAnomalies.values.reduce(0, +) }

    /// The name of an enum case, without its associated values.
    static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    func summary(seed: String, milliseconds: Int) -> String {
        func list(_ counts: [String: Int], _ order: [String]) -> String {
            let names = order + counts.keys.filter { !order.contains($0) }.sorted()
            return names.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
        }
        return
            "TermCells manager misuse fuzz: TERMCELLS_FUZZ_SEED=\(seed), \(sequences) sequences, \(operations) operations, "
            + "\(anomalyCount) anomalies; manager: \(list(managerAnomalies, Self.managerCases)); "
            + "storage: \(list(storageAnomalies, Self.storageCases)); \(eventsFired) event closures ran; \(milliseconds) ms"
    }
}
