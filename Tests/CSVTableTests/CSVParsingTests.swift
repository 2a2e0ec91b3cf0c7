import Foundation
import Testing

@testable import CSVTable

/// RFC 4180 as files come: quotes, escaped quotes, line breaks inside quotes, CRLF, ragged
/// rows, invalid UTF-8 and controls.
@Suite struct CSVParsingTests {
    private func document(_ text: String) -> CSVDocument { CSVDocument.indexed(Array(text.utf8)) }

    private func rows(_ document: CSVDocument) -> [[String]] {
        (0..<document.rowCount).map { document.fields(ofRow: $0) ?? [] }
    }

    @Test func headerAndRowsOfPlainFields() {
        let csv = document("name,size\nalpha,1\nbeta,22\n")
        #expect(csv.isIndexed)
        #expect(csv.titles == ["name", "size"])
        #expect(csv.rowCount == 2)
        #expect(rows(csv) == [["alpha", "1"], ["beta", "22"]])
        #expect(csv.value(row: 1, column: 1) == "22")
    }

    @Test func quotedFieldsKeepCommasQuotesAndLineBreaks() {
        let csv = document("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\n")
        #expect(rows(csv) == [["x, y", "say \"hi\""], ["two\nlines", "z"]])
    }

    @Test func crlfLineEndingsAreNotPartOfTheFields() {
        let csv = document("a,b\r\n1,\"q\"\r\n2,3\r\n")
        #expect(csv.titles == ["a", "b"])
        #expect(rows(csv) == [["1", "q"], ["2", "3"]])
    }

    @Test func aLastRowWithoutLineFeedCountsAndATrailingLineFeedAddsNoRow() {
        #expect(rows(document("a\n1\n2")) == [["1"], ["2"]])
        #expect(rows(document("a\n1\n2\n")) == [["1"], ["2"]])
    }

    @Test func raggedRowsGetEmptyFieldsAndAnUnnamedColumnForExtras() {
        let csv = document("a,b,c\n1\n1,2,3,4,5\n1,2\n")
        #expect(csv.columnCount == 5)
        #expect(csv.titles == ["a", "b", "c"])
        #expect(csv.value(row: 0, column: 2) == "")
        #expect(csv.value(row: 1, column: 4) == "5")
        #expect(csv.value(row: 2, column: 1) == "2")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let csv = CSVDocument.indexed(Array("h\n".utf8) + [0x61, 0xFF, 0x62, 0x0A])
        #expect(csv.value(row: 0, column: 0) == "a\u{FFFD}b")
    }

    @Test func controlsAreKeptForTheCanvasToShowAsPlaceholders() {
        let csv = document("h\n\"a\u{1B}[31mb\"\n")
        #expect(csv.value(row: 0, column: 0) == "a\u{1B}[31mb")
    }

    @Test func aQuoteInsideAnUnquotedFieldIsData() {
        let csv = document("h,i\n5\"6,x\n\"a\"b,y\n")
        #expect(rows(csv) == [["5\"6", "x"], ["ab", "y"]])
    }

    @Test func aByteOrderMarkIsNotPartOfTheFirstTitle() {
        let csv = CSVDocument.indexed([0xEF, 0xBB, 0xBF] + Array("id,name\n1,x\n".utf8))
        #expect(csv.titles == ["id", "name"])
    }

    @Test func anEmptyFileHasNoTitlesAndNoRows() {
        let csv = document("")
        #expect(csv.titles == [])
        #expect(csv.rowCount == 0)
        #expect(csv.isIndexed)
    }

    @Test func anUnterminatedQuoteRunsToTheEndOfTheFile() {
        // The file's last line feed still ends the last row.
        let csv = document("h\n\"abc\nd\n")
        #expect(rows(csv) == [["abc\nd"]])
    }

    @Test func rowsAreFoundAcrossScanPieces() {
        // More than one 1 MiB scan piece, with a quoted line break on a piece boundary.
        var text = "id,text\n"
        var expected = 0
        while text.utf8.count < (1 << 20) + 4096 {
            text += "\(expected),\"line\nbreak\"\n"
            expected += 1
        }
        let csv = document(text)
        #expect(csv.rowCount == expected)
        #expect(csv.value(row: expected - 1, column: 0) == "\(expected - 1)")
        #expect(csv.value(row: expected - 1, column: 1) == "line\nbreak")
    }
}
