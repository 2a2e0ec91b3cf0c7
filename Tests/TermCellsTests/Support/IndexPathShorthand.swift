import TermCells

/// The one shorthand of the tests for `IndexPath(item:section:)`: item first, as UIKit's
/// initialiser reads, section 0 unless given.
func itemPath(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
}
