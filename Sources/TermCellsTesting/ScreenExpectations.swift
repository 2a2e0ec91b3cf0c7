import Foundation
import TermCells
import Testing

/// Expects the screen to read `expected`: rows compared as text, trailing spaces and trailing
/// blank rows ignored on both sides. Write it as a multi-line literal, which Swift un-indents:
///
/// ```swift
/// expectScreen(screen, """
///     Fruit
///       Apple
///     """)
/// ```
///
/// With `marking`, runs of cells whose style it picks are wrapped in `«` and `»` (see
/// ``ScreenDriver/text(marking:)``), so the expectation shows where a highlight is too.
/// On a mismatch the test records an issue naming the first differing row and showing both
/// screens.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    _ expected: String,
    marking: ((Style) -> Bool)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = marking.map { screen.text(marking: $0) } ?? screen.text
    expect(actual, reads: expected, sourceLocation: sourceLocation)
}

/// Expects the screen to read `expected` with the cells `marking` picks wrapped in `«` and
/// `»`: `marking: .cursor` shows where the focused host's cursor is, and nothing else (see
/// ``ScreenMarking``). Compared as ``expectScreen(_:_:marking:sourceLocation:)`` compares.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    _ expected: String,
    marking: ScreenMarking,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(screen.text(marking: marking), reads: expected, sourceLocation: sourceLocation)
}

/// Records an issue when `actual` does not read `expected` (normalised as a literal is).
private func expect(_ actual: String, reads expected: String, sourceLocation: SourceLocation) {
    if let difference = ScreenText.difference(expected: ScreenText.normalized(expected), actual: actual) {
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}

/// Expects the screen to read what the golden file at `path` holds (a path relative to the
/// test file's folder, or absolute), compared as ``expectScreen(_:_:marking:sourceLocation:)``
/// compares.
///
/// To record or update golden files, run the tests with `TERMCELLS_RECORD_SNAPSHOTS=1`: each
/// file is written with the current screen and the test records an issue saying so, so a
/// recording run never passes by accident. A missing file is recorded the same way.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    matchesGoldenFile path: String,
    marking: ((Style) -> Bool)? = nil,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = marking.map { screen.text(marking: $0) } ?? screen.text
    GoldenFile.expect(actual, matches: path, besides: filePath, sourceLocation: sourceLocation)
}

/// Expects the screen, with the cells `marking` picks wrapped in `«` and `»` (`.cursor`), to
/// read what the golden file at `path` holds, as
/// ``expectScreen(_:matchesGoldenFile:marking:filePath:sourceLocation:)`` compares.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    matchesGoldenFile path: String,
    marking: ScreenMarking,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    GoldenFile.expect(screen.text(marking: marking), matches: path, besides: filePath, sourceLocation: sourceLocation)
}

/// Where golden files live and how they are read and written.
enum GoldenFile {
    /// Records an issue when `actual` does not read what the golden file at `path` holds;
    /// writes the file when it is missing or when recording.
    static func expect(_ actual: String, matches path: String, besides filePath: String, sourceLocation: SourceLocation)
    {
        let url = GoldenFile.url(for: path, besides: filePath)
        let recording =
            ProcessInfo.processInfo.environment["TERMCELLS_RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
        guard !recording, let stored = GoldenFile.read(url) else {
            let message: String
            do {
                try GoldenFile.write(actual, to: url)
                message =
                    recording
                    ? "recorded the golden file \(url.path); run again without TERMCELLS_RECORD_SNAPSHOTS to compare"
                    : "no golden file at \(url.path): recorded the current screen there; check it and run again"
            } catch {
                message = "could not write the golden file \(url.path): \(error)"
            }
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        if let difference = ScreenText.difference(expected: ScreenText.normalized(stored), actual: actual) {
            Issue.record(
                Comment(
                    rawValue: "golden file \(url.lastPathComponent): " + difference
                        + "(record it again with TERMCELLS_RECORD_SNAPSHOTS=1 if the new screen is right)"),
                sourceLocation: sourceLocation)
        }
    }

    static func url(for path: String, besides testFile: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path)
    }

    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: url)
    }
}
