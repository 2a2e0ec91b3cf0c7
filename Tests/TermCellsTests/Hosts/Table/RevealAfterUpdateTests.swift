import Testing

@testable import TermCells

/// A scroll to the end or to an item is measured by the next frame
/// (`LayoutHost+Revealing.swift`), against the layout it was made in: a reload between the
/// scroll and that frame drops it, as an update does. The frame dequeues only the views it
/// shows: each model without a view is reported once, for a place on screen.
@MainActor
@Suite struct RevealAfterUpdateTests {
    /// Found by the manager misuse fuzz (seed 0x7e57ab1e): End on a table of headers only
    /// (nothing to scroll), then items set (a reload) and a header replaced below the
    /// viewport. The frame measured for the End from the last item down to the content's
    /// end, dequeuing that header, then drew at the top: it was reported, never shown.
    @Test func endThenAReloadDequeuesOnlyWhatTheFrameShows() {
        let rig = TableRig(width: 40, height: 10)
        rig.manager.anomalyHandler.anomalyAction = { _ in }
        rig.storage.setSectionHeaderModels(["w30", 31, "w32", "w33", "w34", "w35"])
        rig.draw()
        rig.host.handle(.key(KeyEvent(.end)))
        rig.storage.setItems([49, 50, 51, 52, 53, "w54"], forSection: 1)
        rig.storage.setSectionHeaderModel(55, forSection: 4)
        let before = rig.reported.count

        let lines = rig.draw().map { String($0.dropLast()).trimmingSuffixSpaces }

        #expect(
            lines == ["w30", "⚠ no header mapping for Int"] + Array(repeating: "⚠ no cell mapping for Int", count: 5)
                + ["⚠ no cell mapping for String", "w32", "w33"], "\(lines)")
        #expect(rig.host.contentOffset == 0)
        let reported = rig.reported.dropFirst(before).map(\.description)
        let missing = "; register a view for it"
        #expect(
            reported.sorted()
                == ((0..<5).map { "no cell mapping for model of type Int at [1, \($0)]\(missing)" } + [
                    "no cell mapping for model of type String at [1, 5]\(missing)",
                    "no header mapping for model of type Int at [1, 0]\(missing)",
                ]).sorted(), "\(reported)")
    }
}

extension String {
    /// The string without the spaces that pad it on the right.
    fileprivate var trimmingSuffixSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
    }
}
