import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageSupplementaryTests {
    @Test func headerAndFooterModelsCreateSectionsAndReportSupplementaryUpdates() {
        let (storage, observer) = makeStorage()
        storage.setSectionHeaderModels(["A", "B"])
        #expect(storage.numberOfSections == 2)
        #expect(storage.headerModel(forSection: 1) as? String == "B")
        #expect(
            observer.lastUpdate?.changes == [
                .insertSection(0), .insertSection(1), .updateSupplementaries(inSection: 0),
                .updateSupplementaries(inSection: 1),
            ])
        storage.setSectionFooterModels(["f"])
        #expect(storage.footerModel(forSection: 0) as? String == "f")
        #expect(storage.footerModel(forSection: 1) == nil)
        #expect(observer.lastUpdate?.changes == [.updateSupplementaries(inSection: 0)])
        #expect(observer.lastUpdate?.hasUpdatedSupplementaries == true)
        #expect(observer.lastUpdate?.sectionsWithUpdatedSupplementaries == [0])
    }

    @Test func settingFewerModelsRemovesTheRest() {
        let (storage, observer) = makeStorage([[], [], []])
        storage.setSectionHeaderModels(["A", "B", "C"])
        storage.setSectionHeaderModels(["X"])
        #expect(storage.headerModel(forSection: 0) as? String == "X")
        #expect(storage.headerModel(forSection: 1) == nil)
        #expect(storage.headerModel(forSection: 2) == nil)
        #expect(
            observer.lastUpdate?.changes == [
                .updateSupplementaries(inSection: 0), .updateSupplementaries(inSection: 1),
                .updateSupplementaries(inSection: 2),
            ])
    }

    @Test func oneSectionHeaderAndFooter() {
        let (storage, observer) = makeStorage([[1]])
        storage.setSectionHeaderModel("H", forSection: 0)
        storage.setSectionFooterModel("F", forSection: 2)
        #expect(storage.section(atIndex: 0)?.headerModel as? String == "H")
        #expect(storage.section(atIndex: 2)?.footerModel as? String == "F")
        #expect(
            observer.updates.map(\.changes) == [
                [.updateSupplementaries(inSection: 0)],
                [.insertSection(1), .insertSection(2), .updateSupplementaries(inSection: 2)],
            ])
        storage.setSectionHeaderModel(nil, forSection: 0)
        #expect(storage.headerModel(forSection: 0) == nil)
    }

    @Test func anyKindOfSupplementary() {
        let (storage, observer) = makeStorage([[1], [2]])
        let badge: SupplementaryKind = "badge"
        storage.setSupplementaries([3, 4], forKind: badge)
        storage.setSupplementaryModel("new", forKind: SupplementaryKind("badge"), forSection: 0)
        #expect(storage.supplementaryModel(ofKind: "badge", forSectionAt: 0) as? String == "new")
        #expect(storage.supplementaryModel(ofKind: badge, forSectionAt: 1) as? Int == 4)
        #expect(storage.headerModel(forSection: 0) == nil)
        #expect(observer.updates.count == 2)
    }

    @Test func anEmptyOptionalMeansNoModel() {
        let (storage, _) = makeStorage([[1]])
        let none: String? = nil
        storage.setSectionHeaderModels([none as Any])
        #expect(storage.headerModel(forSection: 0) == nil)
        storage.setSectionHeaderModel(Optional("H") as Any, forSection: 0)
        #expect(storage.headerModel(forSection: 0) as? String == "H")
        var section = SectionModel(items: [], headerModel: none as Any, footerModel: "F")
        #expect(section.headerModel == nil)
        section.footerModel = nil
        #expect(section.supplementaries.isEmpty)
    }
}
