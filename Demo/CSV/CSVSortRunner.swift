import CSVTable
import Foundation
import TermCellsCurses

/// Runs the csv table's sorts on another thread, one at a time, so the screen keeps answering
/// keys while a million rows are sorted. A sort asked for while one runs waits, the latest ask
/// replacing an earlier waiting one, and starts from the order the running one leaves.
@MainActor
final class CSVSortRunner {
    /// A sort: by which column, which way, and the column's name for the status line.
    struct Request: Equatable, Sendable {
        let column: Int
        let ascending: Bool
        let title: String
    }

    /// A finished sort: the document rows in their new order, and the permutation that takes
    /// the order shown before to it (what the storage announces).
    struct Outcome: Sendable {
        let rows: [Int32]
        let permutation: ItemPermutation
    }

    private let order: CSVRowOrder
    private(set) var running: Request?
    private(set) var waiting: Request?
    /// Called on the main actor with each finished sort (nil: the document was not indexed).
    var onFinish: (Request, Outcome?) -> Void = { _, _ in }

    init(order: CSVRowOrder) {
        self.order = order
    }

    /// The sort the table shows once everything asked for is done; nil when none is under way.
    var latest: Request? { waiting ?? running }

    /// Sorts as `request` says, now or after the sort under way.
    func ask(_ request: Request) {
        guard running == nil else {
            waiting = request
            return
        }
        start(request)
    }

    private func start(_ request: Request) {
        running = request
        let document = order.document
        let sorted = order.sorted
        let count = order.count
        // The file order is made explicit on that thread too: a million rows cost the main
        // actor nothing before the sort starts.
        Thread.detachNewThread { [weak self] in
            let outcome = Self.sort(document, sorted ?? CSVRowOrder.fileOrder(count), request)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.finish(request, outcome) }
            }
        }
    }

    private func finish(_ request: Request, _ outcome: Outcome?) {
        running = nil
        onFinish(request, outcome)
        if let next = waiting {
            waiting = nil
            start(next)
        }
    }

    /// The sort itself, off the main actor: positions (radix sort over keys extracted once),
    /// the rows they put in order, and the permutation.
    private nonisolated static func sort(_ document: CSVDocument, _ current: [Int32], _ request: Request) -> Outcome? {
        guard
            let positions = document.sortedPositions(
                current, byColumn: request.column, direction: request.ascending ? .ascending : .descending),
            let permutation = ItemPermutation(oldIndexes: positions)
        else { return nil }
        let rows = CSVRowOrder.rows(current, at: positions)
        return Outcome(rows: rows, permutation: permutation)
    }
}
