/// Counts over a row of slots that can be filled and emptied, answering "how many filled slots
/// come before this one" in O(log n): the diff uses it to name the current index of an item
/// while earlier moves keep shifting the others.
struct FenwickTree {
    private var tree: [Int]

    /// Creates a tree of `count` empty slots.
    init(count: Int) {
        tree = Array(repeating: 0, count: count + 1)
    }

    /// Adds `delta` to slot `index`.
    mutating func add(_ delta: Int, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the slots before `index`.
    func sum(before index: Int) -> Int {
        var total = 0
        var position = index
        while position > 0 {
            total += tree[position]
            position -= position & -position
        }
        return total
    }
}
