import Testing

@testable import TermCells

/// Widths from definitions: fixed, fit (title or the widest value on screen), fraction of
/// what is left, held between minimum and maximum.
@Suite struct ColumnWidthsTests {
    @Test func fixedColumnsTakeTheirWidthHeldByMinimumAndMaximum() {
        let columns = [
            TableColumn("a", width: .fixed(5)), TableColumn("b", width: .fixed(1), minimumWidth: 3),
            TableColumn("c", width: .fixed(30), maximumWidth: 8),
        ]
        #expect(ColumnWidths.resolve(columns, availableWidth: 80) == [5, 3, 8])
    }

    @Test func fitTakesTheWiderOfTitleAndMeasuredValuesAndItsMaximum() {
        let columns = [
            TableColumn("name"), TableColumn("identifier"), TableColumn("x", maximumWidth: 6),
            TableColumn("nothing measured"),
        ]
        let widths = ColumnWidths.resolve(columns, availableWidth: 80, measuredWidths: [9, 3, 20, nil])
        #expect(widths == [9, 10, 6, 16])
    }

    @Test func fractionsShareWhatFixedAndFittedColumnsAndSeparatorsLeave() {
        // 31 columns less 10 fixed, 4 fitted and a separator after each of the 4 columns
        // leave 13: a half is 6, and the rounding remainder goes to the first fraction
        // column so the row is filled, its last separator on the last column.
        let columns = [
            TableColumn("f", width: .fixed(10)), TableColumn("fit"), TableColumn("h1", width: .fraction(0.5)),
            TableColumn("h2", width: .fraction(0.5)),
        ]
        let widths = ColumnWidths.resolve(columns, availableWidth: 31, measuredWidths: [nil, 4, nil, nil])
        #expect(widths == [10, 4, 7, 6])
        #expect(ColumnViewport.occupiedWidth(of: widths, separatorWidth: 1) == 31)
    }

    @Test func fractionsBelowOneLeaveTheRestEmptyAndKeepTheirMinimum() {
        // 42 less two separators: a quarter of 40 is 10; a tenth, 4, is held at 5.
        let columns = [
            TableColumn("q", width: .fraction(0.25)), TableColumn("m", width: .fraction(0.1), minimumWidth: 5),
        ]
        #expect(ColumnWidths.resolve(columns, availableWidth: 42) == [10, 5])
    }

    @Test func wideSeparatorsAreCountedAfterEveryColumn() {
        let columns = [TableColumn("a", width: .fixed(3)), TableColumn("b", width: .fraction(1))]
        // 20 less 3 and two separators of 3.
        #expect(ColumnWidths.resolve(columns, availableWidth: 20, separatorWidth: 3) == [3, 11])
    }

    @Test func columnsMayBeWiderThanTheHostAltogether() {
        let columns = [TableColumn("a", width: .fixed(30)), TableColumn("b", width: .fixed(30))]
        #expect(ColumnWidths.resolve(columns, availableWidth: 20) == [30, 30])
    }

    @Test func wideCharactersCountTwiceInATitle() {
        #expect(ColumnWidths.resolve([TableColumn("日本")], availableWidth: 20) == [4])
    }

    /// A fitted column measures values as they draw (tabs expanded, controls as their
    /// placeholders, wide characters two columns) and stops once past its maximum: printable
    /// ASCII, counted by its bytes, measures as its glyphs do.
    @Test func valuesMeasureAsTheyDrawUpToOnePastTheLimit() {
        let values = [
            "", "abc", "exactly10!", "eleven char", "日本語", "e\u{301}te", "a\tb", "x\u{1B}[31m", "\u{85}z",
            String(repeating: "w", count: 10_000), String(repeating: "w", count: 9) + "日",
        ]
        for value in values {
            for limit in [0, 1, 3, 10, 512] {
                #expect(
                    ColumnWidths.measure(value, limit: limit)
                        == value.displayWidth(exceeding: limit, tabStops: .standard),
                    "\(value.debugDescription) \(limit)")
            }
        }
        #expect(ColumnWidths.measure("eleven char", limit: 10) == 11)
        #expect(ColumnWidths.measure(String(repeating: "w", count: 10_000), limit: 40) == 41)
        #expect(ColumnWidths.measure("日本語", limit: 40) == 6)
        #expect(ColumnWidths.measure("a\tb", limit: 40) == 9)
    }
}
