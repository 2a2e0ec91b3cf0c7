import Foundation
import TermCellsTesting
import Testing

@testable import CSVTable

/// Sorting by a column: numbers as numbers, text by code point, stable, both directions.
@Suite struct CSVSortingTests {
    private func document(_ text: String) -> CSVDocument { CSVDocument.indexed(Array(text.utf8)) }
    private func identity(_ csv: CSVDocument) -> [Int32] { (0..<Int32(csv.rowCount)).map { $0 } }

    private func column(_ csv: CSVDocument, _ order: [Int32]?, _ column: Int) -> [String] {
        (order ?? []).map { csv.value(row: Int($0), column: column) }
    }

    @Test func aNumericColumnSortsByValueNotByText() {
        let csv = document("n\n10\n9\n-2.5\n100\n0.5\n1e1\n")
        #expect(csv.sortsNumerically(column: 0) == true)
        let sorted = csv.sorted(identity(csv), byColumn: 0, direction: .ascending)
        #expect(column(csv, sorted, 0) == ["-2.5", "0.5", "9", "10", "1e1", "100"])
    }

    @Test func emptyFieldsComeFirstAscendingAndLastDescending() {
        let csv = document("n,t\n3,a\n,b\n1,c\n")
        #expect(column(csv, csv.sorted(identity(csv), byColumn: 0, direction: .ascending), 1) == ["b", "c", "a"])
        #expect(column(csv, csv.sorted(identity(csv), byColumn: 0, direction: .descending), 1) == ["a", "c", "b"])
    }

    @Test func oneWordMakesTheColumnText() {
        let csv = document("v\n10\n9\nnine\n")
        #expect(csv.sortsNumerically(column: 0) == false)
        #expect(column(csv, csv.sorted(identity(csv), byColumn: 0, direction: .ascending), 0) == ["10", "9", "nine"])
    }

    @Test func equalKeysKeepTheirOrderInBothDirections() {
        let csv = document("k,id\nb,1\na,2\nb,3\na,4\nb,5\n")
        let ascending = csv.sorted(identity(csv), byColumn: 0, direction: .ascending)
        #expect(column(csv, ascending, 1) == ["2", "4", "1", "3", "5"])
        let descending = csv.sorted(identity(csv), byColumn: 0, direction: .descending)
        #expect(column(csv, descending, 1) == ["1", "3", "5", "2", "4"])
    }

    @Test func sortingByASecondColumnKeepsTheFirstWithinTies() {
        let csv = document("g,n\nx,2\ny,1\nx,1\ny,2\n")
        let byNumber = csv.sorted(identity(csv), byColumn: 1, direction: .ascending) ?? []
        let byGroup = csv.sorted(byNumber, byColumn: 0, direction: .ascending)
        #expect(byGroup == [2, 0, 1, 3])
    }

    @Test func textLongerThanTheEightBytePrefixIsComparedWhole() {
        let csv = document("t\nprefix-same-c\nprefix-same-a\nprefix-same\nprefix-same-b\n")
        let sorted = csv.sorted(identity(csv), byColumn: 0, direction: .ascending)
        #expect(column(csv, sorted, 0) == ["prefix-same", "prefix-same-a", "prefix-same-b", "prefix-same-c"])
        let descending = csv.sorted(identity(csv), byColumn: 0, direction: .descending)
        #expect(column(csv, descending, 0) == ["prefix-same-c", "prefix-same-b", "prefix-same-a", "prefix-same"])
    }

    @Test func sortedPositionsIndexTheOrderShownAndKeepTiesInThatOrder() throws {
        let csv = document("k,id\nb,1\na,2\nb,3\na,4\nb,5\n")
        // Shown now: rows 4, 3, 2, 1, 0 (ids 5 to 1).
        let shown: [Int32] = [4, 3, 2, 1, 0]
        let positions = try #require(csv.sortedPositions(shown, byColumn: 0, direction: .ascending))
        // a (ids 4, 2, as shown) then b (ids 5, 3, 1): places 1, 3, then 0, 2, 4 of the shown order.
        #expect(positions == [1, 3, 0, 2, 4])
        #expect(csv.sorted(shown, byColumn: 0, direction: .ascending) == positions.map { shown[Int($0)] })
        let descending = try #require(csv.sortedPositions(shown, byColumn: 0, direction: .descending))
        #expect(descending == [0, 2, 4, 1, 3])
    }

    @Test func decimalsSortAsFixedPointAndEqualValuesTie() {
        let csv = document("v,id\n0.3,a\n-1.25,b\n0.29,c\n0.10,d\n,e\n0.1,f\n-0,g\n0,h\n")
        let sorted = csv.sorted(identity(csv), byColumn: 0, direction: .ascending)
        #expect(column(csv, sorted, 1) == ["e", "b", "g", "h", "d", "f", "c", "a"])
    }

    @Test func aWordInAnySliceOfManyRowsMakesTheColumnText() {
        // Enough rows to be read in slices on several threads; the word is in the last one.
        let rows = (0..<70_000).map { "\($0 % 1000)" } + ["many"]
        let csv = document("v\n" + rows.joined(separator: "\n") + "\n")
        #expect(csv.sortsNumerically(column: 0) == false)
        let numbers = document("v\n" + rows.dropLast().joined(separator: "\n") + "\n")
        #expect(numbers.sortsNumerically(column: 0) == true)
        let sorted = numbers.sorted(identity(numbers), byColumn: 0, direction: .descending) ?? []
        #expect(sorted.prefix(3) == [999, 1999, 2999])
    }

    @Test func missingFieldsOfRaggedRowsSortAsEmpty() {
        let csv = document("a,b\n1,z\n2\n3,y\n")
        #expect(column(csv, csv.sorted(identity(csv), byColumn: 1, direction: .ascending), 0) == ["2", "3", "1"])
    }

    @Test func quotedNumbersAreNumbers() {
        let csv = document("n\n\"12\"\n3\n")
        #expect(column(csv, csv.sorted(identity(csv), byColumn: 0, direction: .ascending), 0) == ["3", "12"])
    }

    @Test func numbersParseAsStrtodDoes() {
        for text in ["0", "-0", "12", "3.25", ".5", "0.1", "123456789012345", "1234567890.123456789", "1e-3", "-7E2"] {
            let bytes = Array(text.utf8)
            let parsed = bytes.withUnsafeBufferPointer { CSVNumber.parse($0) }
            #expect(parsed == strtod(text, nil), "\(text)")
        }
        for text in ["nan", "inf", "0x10", "1.2.3", "-", "", "12a", "1,000"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { CSVNumber.parse($0) } == nil, "\(text)")
        }
    }

    /// A million rows in a release build (the bound of the issue); a debug build, ten times
    /// slower at everything, checks the order on a tenth.
    @Test func aMillionRowsSortByANumericColumnWellUnderASecond() throws {
        #if DEBUG
            let rows = 100_000
        #else
            let rows = 1_000_000
        #endif
        var text = "id,value\n"
        text.reserveCapacity(rows * 16)
        var random = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
        for row in 0..<rows {
            text += "\(row),\(random.next() >> 40)\n"
        }
        let csv = document(text)
        let start = Date()
        let sorted = try #require(csv.sorted(identity(csv), byColumn: 1, direction: .ascending))
        let elapsed = Date().timeIntervalSince(start)
        let values = sorted.map { Int(csv.value(row: Int($0), column: 1)) ?? -1 }
        #expect(values == values.sorted())
        #expect(Set(sorted).count == rows)
        #if !DEBUG
            #expect(elapsed < 0.5, "\(elapsed) s")
        #endif
    }
}
