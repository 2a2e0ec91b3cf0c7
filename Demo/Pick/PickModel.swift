import TermCellsCurses
import TermCellsLines

/// The picker's data: every input line in a compact ``LineStore``, the lines matching the
/// query as a ``LineFilter``, and the lines chosen with `--multi` — line indexes only, no
/// object per line.
@MainActor
final class PickModel {
    private(set) var store = LineStore()
    private(set) var filter = LineFilter()
    /// Lines chosen with Space/Tab (`--multi`), by line index.
    private(set) var chosen: Set<Int32> = []
    /// Whether the reader has not reached the end of the input yet.
    private(set) var isReading = true

    var matches: [Int32] { filter.matches }

    /// Takes the lines the reader delivered; returns how many of them match the query (they
    /// were appended to ``matches``).
    func absorb(_ delivery: LineFeed.Delivery) -> Int {
        for batch in delivery.batches { store.append(batch) }
        if delivery.isFinished { isReading = false }
        return filter.catchUp(with: store)
    }

    /// Filters with `text`; returns the matches before the change.
    func setQuery(_ text: String) -> [Int32] {
        let previous = filter.matches
        filter.setQuery(LineQuery(text), in: store)
        return previous
    }

    /// The line shown at `position` of the matches.
    func line(atMatch position: Int) -> Int32? {
        filter.matches.indices.contains(position) ? filter.matches[position] : nil
    }

    /// The position of `line` among the matches (a binary search).
    func matchPosition(of line: Int32) -> Int? {
        let matches = filter.matches
        var low = 0
        var high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low < matches.count && matches[low] == line ? low : nil
    }

    func row(atMatch position: Int) -> PickRow? {
        guard let line = line(atMatch: position) else { return nil }
        return PickRow(
            text: store.string(at: Int(line), maximumBytes: LineStore.displayPrefixLength),
            isChosen: chosen.contains(line))
    }

    func toggle(_ line: Int32) {
        if chosen.remove(line) == nil { chosen.insert(line) }
    }

    /// What Enter prints: the chosen lines in input order, or else `fallback` (the cursor's
    /// line), each as its original bytes and a newline.
    func output(fallback: Int32?) -> [UInt8] {
        let lines = chosen.isEmpty ? (fallback.map { [$0] } ?? []) : chosen.sorted()
        var bytes: [UInt8] = []
        for line in lines {
            bytes.append(contentsOf: store.bytes(ofLine: Int(line)))
            bytes.append(0x0A)
        }
        return bytes
    }
}
