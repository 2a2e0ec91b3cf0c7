import TermCells
import Testing

@Suite struct GroupedDigitsTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (100_000, "100,000"),
        (1_000_000, "1,000,000"), (-1, "-1"), (-1_234, "-1,234"), (-999_999, "-999,999"),
    ])
    func groupsEveryThreeDigitsFromTheRight(number: Int, text: String) {
        #expect(number.groupedDigits == text)
    }

    @Test func theExtremesKeepEveryDigit() {
        #expect(Int.max.groupedDigits == "9,223,372,036,854,775,807")
        #expect(Int.min.groupedDigits == "-9,223,372,036,854,775,808")
    }
}
