extension ExtentRunTree {
    /// The first broken invariant, or nil: heap order, cached sums, no empty run, and no two
    /// neighbouring runs with the same extent (coalescing). O(r); for tests.
    func invariantViolation() -> String? {
        var previousExtent: Int?
        var problem: String?
        func check(_ t: Int) -> (count: Int, extent: Int) {
            guard t != ExtentRunTree.null, problem == nil else { return (0, 0) }
            let node = nodes[t]
            for child in [node.left, node.right] where child != ExtentRunTree.null {
                if nodes[child].priority > node.priority { problem = "node \(t): child \(child) outranks its parent" }
            }
            let left = check(node.left)
            if node.runLength <= 0 { problem = problem ?? "node \(t): run length \(node.runLength)" }
            if node.extent < 0 { problem = problem ?? "node \(t): negative extent \(node.extent)" }
            if previousExtent == node.extent { problem = problem ?? "node \(t): not coalesced with its predecessor" }
            previousExtent = node.extent
            let right = check(node.right)
            let count = left.count + node.runLength + right.count
            let extent = left.extent + node.runLength * node.extent + right.extent
            if count != node.subtreeCount || extent != node.subtreeExtent {
                problem =
                    problem
                    ?? "node \(t): cached (\(node.subtreeCount), \(node.subtreeExtent)) != (\(count), \(extent))"
            }
            return (count, extent)
        }
        _ = check(root)
        return problem
    }
}
