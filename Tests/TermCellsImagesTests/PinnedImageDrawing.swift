import Testing

@testable import TermCellsCurses

/// Runs each test with images drawn by `drawing`, whatever a terminal that another test starts
/// meanwhile chooses: the choice is the process's, the tests run side by side.
struct PinnedImageDrawing: TestTrait, SuiteTrait, TestScoping {
    let drawing: ImageProtocol.Drawing
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ImageProtocol.$pinned.withValue(drawing) { try await function() }
    }
}

extension Trait where Self == PinnedImageDrawing {
    /// Images drawn with `imageProtocol` in `colorCount` colours.
    static func drawingImages(_ imageProtocol: ImageProtocol, colorCount: Int = 1 << 24) -> Self {
        PinnedImageDrawing(drawing: ImageProtocol.Drawing(imageProtocol, colorCount: colorCount))
    }
}
