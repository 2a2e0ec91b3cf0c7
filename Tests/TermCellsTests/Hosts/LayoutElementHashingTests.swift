import Foundation
import Testing

@testable import TermCells

/// Hosts key their views on screen by ``LayoutElement``, whose hash reads an item's section and
/// item directly: equal elements must still find each other, however their index paths were
/// made and whatever their length.
@Suite struct LayoutElementHashingTests {
    @Test func equalElementsHashAlikeWhateverTheirIndexPathsLength() {
        let pairs: [(LayoutElement, LayoutElement)] = [
            (.item(IndexPath(item: 7, section: 2)), .item(IndexPath(indexes: [2, 7]))),
            (.item(IndexPath(index: 4)), .item(IndexPath(indexes: [4]))),
            (.item(IndexPath(indexes: [1, 2, 3])), .item(IndexPath(indexes: [1, 2, 3]))),
            (.supplementary(.header, section: 5), .supplementary("header", section: 5)),
        ]
        for (made, rebuilt) in pairs {
            #expect(made == rebuilt)
            #expect(made.hashValue == rebuilt.hashValue)
        }
    }

    @Test func aTableOfElementsFindsEachAndNoOther() {
        var table: [LayoutElement: Int] = [:]
        var elements: [LayoutElement] = []
        for section in 0..<3 {
            elements.append(.supplementary(.header, section: section))
            elements.append(.supplementary(.footer, section: section))
            for item in 0..<50 { elements.append(.item(IndexPath(item: item, section: section))) }
        }
        elements.append(.item(IndexPath(index: 1)))
        elements.append(.item(IndexPath(indexes: [0, 1, 2])))
        for (number, element) in elements.enumerated() { table[element] = number }
        #expect(table.count == elements.count)
        for (number, element) in elements.enumerated() { #expect(table[element] == number) }
        #expect(table[.item(IndexPath(item: 50, section: 0))] == nil)
        #expect(table[.item(IndexPath(item: 1, section: 1 << 33))] == nil)
    }
}
