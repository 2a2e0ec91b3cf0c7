import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageSearchTests {
    final class Reference {}
    final class Named: Equatable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Named, rhs: Named) -> Bool { lhs.name == rhs.name }
    }
    struct Opaque { var value: Int }

    @Test func equatableValuesAreFoundByEquality() {
        let (storage, _) = makeStorage([[1, 2], [3]])
        storage.addItem("three", toSection: 1)
        #expect(storage.indexPath(forItem: 3) == itemPath(0, 1))
        #expect(storage.indexPath(forItem: "three") == itemPath(1, 1))
        #expect(storage.indexPath(forItem: "four") == nil)
        #expect(storage.indexPath(forItem: 3.0) == nil)
        #expect(storage.indexPath(forItem: Optional(2) as Any) == itemPath(1, 0))
    }

    @Test func classInstancesAreFoundByIdentity() {
        let (storage, _) = makeStorage()
        let first = Reference()
        let second = Reference()
        storage.addItems([first, second])
        #expect(storage.indexPath(forItem: second) == itemPath(1, 0))
        #expect(storage.indexPath(forItem: Reference()) == nil)
    }

    @Test func equatableClassesAreFoundByEquality() {
        let (storage, _) = makeStorage()
        storage.addItems([Named("a"), Named("b")])
        #expect(storage.indexPath(forItem: Named("b")) == itemPath(1, 0))
    }

    @Test func otherValuesAreNotFound() {
        let (storage, _) = makeStorage()
        let opaque = Opaque(value: 1)
        storage.addItem(opaque)
        #expect(storage.indexPath(forItem: opaque) == nil)
        #expect(storage.anomalyHandler.reported.isEmpty)
    }
}
