import Testing

@testable import TermCells

// The seeds' samples as a user types them, with only DESIGN.md's UIKit renames: each of these
// failed to compile or misbehaved before.

/// The seeds' own `SupplementaryView`, declared in the user's module beside TermCells' class of
/// the same name (here private to this file, so other tests keep TermCells').
private final class SupplementaryView: TermCells.SupplementaryView, ModelTransfer {
    func update(with model: String) { text = "· " + model }
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

@MainActor
@Suite struct SeedSampleTests {
    @Test func aSupplementaryForAModelNeedsNoHandlerAndShowsItsModel() {
        // Seed 003: manager.registerSupplementary(UICollectionReusableView.self, for: String.self, ofKind: "Header")
        let grid = GridManager()
        grid.registerSupplementary(TermCells.SupplementaryView.self, for: String.self, ofKind: "Header")
        #expect(
            grid.host.reuseQueues.registration(kind: .supplementary("Header"), identifier: "SupplementaryView") != nil)

        let table = TableManager()
        table.register(PostCell.self)
        table.registerHeader(TermCells.SupplementaryView.self, for: String.self)
        table.registerFooter(TermCells.SupplementaryView.self, for: Int.self)
        table.memoryStorage.setSectionHeaderModels(["Today"])
        table.memoryStorage.setSectionFooterModels([2])
        table.memoryStorage.setItems(["a", "b"], forSection: 0)
        let buffer = ScreenBuffer(width: 10, height: 4)
        table.host.draw(in: buffer)
        #expect(buffer.lines == ["Today     ", "  a       ", "  b       ", "2         "])
        #expect(table.anomalyHandler.reported.isEmpty)
    }

    @Test func registerableViewHasTheArticlesTwoCasesAndTemplateCarriesTheClassAlone() {
        let views: [RegisterableView] = [.template(PostCell.self), .type(PostCell.self)]
        var bound: [String] = []
        for view in views {
            // The article's switch, `.nib` and `.class` renamed: exhaustive with two cases.
            switch view {
            case .template(let cellClass): bound.append("template \(cellClass)")
            case .type(let cellClass): bound.append("type \(cellClass)")
            }
        }
        #expect(bound == ["template PostCell", "type PostCell"])
        #expect(views.map(\.identifier) == ["PostCell", "PostCell"])
    }

    // Calls the deprecated spelling on purpose; deprecated itself so that it does not warn.
    @available(*, deprecated)
    @Test func theDeprecatedNamedTemplateSpellingStillNamesTheTemplate() {
        let host = TableHost()
        host.anomalyHandler.anomalyAction = { _ in }
        host.register(cell: .template(RenamedPostCell.self, name: "NoSuchDesign"))
        #expect(
            host.anomalyHandler.reported.map(\.description) == [
                "template 'NoSuchDesign' for RenamedPostCell was not found; the view is made in code"
            ])
    }

    @Test func aClassOfYoursNamedLikeOneOfTermCellsKeepsItsOwnQueue() {
        // Seed 000: registerHeader(SupplementaryView.self) and registerHeader(UICollectionReusableView.self,
        // for: Model.self) — the second renamed to TermCells' SupplementaryView.
        let manager = TableManager()
        manager.register(PostCell.self)
        manager.registerHeader(SupplementaryView.self)
        manager.registerHeader(TermCells.SupplementaryView.self, for: Int.self) { view, number, _ in
            view.text = "#\(number)"
        }
        manager.memoryStorage.setSectionHeaderModels(["Fruit", 2] as [Any])
        manager.memoryStorage.setItems(["apple"], forSection: 0)
        manager.memoryStorage.setItems(["nut"], forSection: 1)
        let buffer = ScreenBuffer(width: 10, height: 4)
        manager.host.draw(in: buffer)
        #expect(buffer.lines == ["· Fruit   ", "  apple   ", "#2        ", "  nut     "])
        #expect(manager.anomalyHandler.reported.isEmpty)
        let queues = manager.host.reuseQueues
        #expect(queues.registration(kind: .header, identifier: "SupplementaryView")?.viewType == SupplementaryView.self)
        #expect(
            queues.registration(kind: .header, identifier: "TermCells.SupplementaryView")?.viewType
                == TermCells.SupplementaryView.self)
    }

    @Test func aReusedSupplementaryViewGetsItsDefaultStyleBack() {
        let view = TermCells.SupplementaryView()
        view.textStyle = .dim
        view.prepareForReuse()
        #expect(view.textStyle == .bold)
    }
}

/// A class only the deprecated named-template test registers.
private final class RenamedPostCell: TableCell {}
