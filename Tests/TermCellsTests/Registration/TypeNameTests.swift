import Testing

@testable import TermCells

/// Type names for reuse identifiers and messages come from the runtime's name of the type, not
/// from printing it: the same text `String(describing:)` and `String(reflecting:)` give.
@MainActor
struct TypeNameTests {
    final class NestedCell: TableCell {}
    final class GenericCell<Model>: TableCell {}
    struct Model {}

    @Test func namesAreThoseThatPrintingGives() {
        let types: [Any.Type] = [
            TableCell.self, NestedCell.self, GenericCell<Model>.self, GenericCell<Int?>.self, [Model].self,
            (Int, String).self, Any.self,
        ]
        for type in types {
            #expect(ReuseIdentifier.of(type) == String(describing: type))
            #expect(typeName(type) == String(describing: type))
            #expect(typeName(type, qualified: true) == String(reflecting: type))
        }
        #expect(ReuseIdentifier.of(GenericCell<Model>.self) == "GenericCell<Model>")
    }

    @Test func aMappingNamesItsModelType() {
        let manager = TableManager()
        manager.register(NestedCell.self, for: Model.self) { _, _, _ in }
        #expect(manager.mappings.map(\.modelTypeName) == ["Model"])
        #expect(manager.mappings.map(\.reuseIdentifier) == ["NestedCell"])
    }
}
