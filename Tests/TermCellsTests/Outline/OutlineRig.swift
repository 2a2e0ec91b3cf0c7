import Testing

@testable import TermCells

/// A cell that shows string rows of an outline (headers and nodes alike).
final class NameOutlineCell: OutlineCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A table rig whose manager shows an ``OutlineStorage`` with string rows.
@MainActor
func makeOutlineRig(width: Int = 20, height: Int = 6) -> (TableRig, OutlineStorage) {
    let rig = TableRig(width: width, height: height)
    rig.host.showsScrollIndicator = false
    rig.manager.register(NameOutlineCell.self)
    rig.manager.register(OutlineStatusCell.self)
    let outline = OutlineStorage()
    rig.manager.storage = outline
    return (rig, outline)
}

/// Lines of `width` columns from `rows`, padded with blank lines to `height`.
func outlineScreen(_ rows: [String], width: Int = 20, height: Int = 6) -> [String] {
    (rows + Array(repeating: "", count: max(0, height - rows.count))).map { padded($0, width) }
}

/// Errors a test loader throws.
struct LoaderFailure: Error, CustomStringConvertible {
    var description: String
}

/// Waits on the main actor, a turn at a time, until `condition` holds or `seconds` pass. A
/// load finishes in a task of the cooperative pool, which the tests running beside this one
/// (two threads on this machine, slower under a sanitizer) can keep busy for a while; a count
/// of turns alone would run out first.
@MainActor
func settle(seconds: Double = 60, until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
    var turns = 0
    while ContinuousClock.now < deadline {
        if condition() { return true }
        turns += 1
        if turns % 64 == 0 {
            try? await Task.sleep(for: .milliseconds(1))
        } else {
            await Task.yield()
        }
    }
    return condition()
}

/// A loader whose results a test hands out one node at a time.
actor LoaderGate {
    private var waiting: [String: CheckedContinuation<[OutlineChild], any Error>] = [:]
    private var early: [String: Result<[OutlineChild], any Error>] = [:]

    func load(_ key: String) async throws -> [OutlineChild] {
        if let result = early.removeValue(forKey: key) { return try result.get() }
        return try await withCheckedThrowingContinuation { waiting[key] = $0 }
    }

    func finish(_ key: String, with result: Result<[OutlineChild], any Error>) {
        if let continuation = waiting.removeValue(forKey: key) {
            continuation.resume(with: result)
        } else {
            early[key] = result
        }
    }
}
