import Foundation

/// Polls `condition` until it holds or 60 s pass (the machine may be busy, or running this
/// under a sanitizer); whether it held.
func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}
