/// A call to an ``OutlineStorage`` that does not fit its tree; the call changes nothing.
public enum OutlineStorageAnomaly: Anomaly {
    /// The section does not exist.
    case sectionOutOfRange(operation: String, section: Int, numberOfSections: Int)
    /// The index is outside the children of the node (or section) it names.
    case indexOutOfRange(operation: String, index: Int, count: Int)
    /// The node was removed, or belongs to another storage.
    case nodeNotInStorage(operation: String)
    /// Moving a node under itself or one of its descendants.
    case moveIntoOwnSubtree

    public var description: String {
        switch self {
        case .sectionOutOfRange(let operation, let section, let count):
            "\(operation): section \(section) is out of range: the outline has \(count.counting("section"))"
        case .indexOutOfRange(let operation, let index, let count):
            "\(operation): index \(index) is out of range: there \(count == 1 ? "is" : "are") \(count.counting("child", plural: "children"))"
        case .nodeNotInStorage(let operation):
            "\(operation): the node is not in this outline"
        case .moveIntoOwnSubtree:
            "move: a node cannot move under itself"
        }
    }
}
