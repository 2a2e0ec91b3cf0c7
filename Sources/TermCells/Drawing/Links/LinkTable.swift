/// Numbers for the links a screen's cells lead to, so that a cell keeps a number rather than
/// the link's strings. A number no cell holds any more is freed when the owner says which are
/// held (``keepOnly(_:)``), so that a program drawing ever new links keeps a bounded table.
package struct LinkTable {
    private var numbers: [Hyperlink: Int32] = [:]
    private var linksByNumber: [Int32: Hyperlink] = [:]
    private var free: [Int32] = []
    private var nextNumber: Int32 = 1

    package init() {}

    /// How many links have a number.
    package var count: Int { linksByNumber.count }

    /// The number of `link`, given one if it has none (never 0).
    package mutating func number(for link: Hyperlink) -> Int32 {
        if let number = numbers[link] { return number }
        let number: Int32
        if let reused = free.popLast() {
            number = reused
        } else {
            number = nextNumber
            nextNumber += 1
        }
        numbers[link] = number
        linksByNumber[number] = link
        return number
    }

    /// The link numbered `number`, if one is.
    package func link(numbered number: Int32) -> Hyperlink? {
        number == 0 ? nil : linksByNumber[number]
    }

    /// Frees the numbers not in `used`.
    package mutating func keepOnly(_ used: Set<Int32>) {
        for (number, link) in linksByNumber where !used.contains(number) {
            linksByNumber[number] = nil
            numbers[link] = nil
            free.append(number)
        }
    }
}
