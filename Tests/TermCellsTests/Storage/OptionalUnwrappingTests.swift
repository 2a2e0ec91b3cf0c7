import Testing

@testable import TermCells

/// `unwrappedModel` tells optionals by their type's kind before casting: models that are not
/// optionals come back as they are, optionals lose every layer, an empty layer means no model.
struct OptionalUnwrappingTests {
    @Test func aModelThatIsNotOptionalComesBackAsItIs() {
        let model = unwrappedModel(7 as Any)
        #expect(model as? Int == 7)
        #expect(model.map { type(of: $0) == Int.self } == true)
        #expect(unwrappedModel([Int?]() as Any) is [Int?])
    }

    @Test func everyOptionalLayerIsRemoved() {
        let once: Any = Optional(7) as Any
        let twice: Any = Optional(Optional("x")) as Any
        #expect(unwrappedModel(once).map { type(of: $0) == Int.self } == true)
        #expect(unwrappedModel(twice) as? String == "x")
        #expect(unwrappedModel(twice).map { type(of: $0) == String.self } == true)
    }

    @Test func anEmptyLayerAnywhereMeansNoModel() {
        #expect(unwrappedModel(nil) == nil)
        #expect(unwrappedModel(Int?.none as Any) == nil)
        #expect(unwrappedModel(Optional(String??.some(nil)) as Any) == nil)
    }
}
