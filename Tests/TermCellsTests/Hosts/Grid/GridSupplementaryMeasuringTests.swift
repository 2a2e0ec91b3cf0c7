import Testing

@testable import TermCells

/// A grid's headers and footers are as high as their views want (when the data source gives
/// no height), measured when they show, and measured again when their models change.
@MainActor @Suite struct GridSupplementaryMeasuringTests {
    /// A header or footer as many rows high as its model says.
    final class RowsView: SupplementaryView, ModelTransfer {
        private var rows = 1
        func update(with model: Int) {
            rows = model
            text = "h\(model)"
        }
        override var preferredHeight: Int { rows }
    }

    /// The lines of an 11-column screen.
    private func screen(_ lines: String...) -> [String] { lines.map { padded($0, 11) } }

    /// The header was measured once per layout: a new header model for another height kept
    /// the old height (the footer below it, measured as high as its estimate, did change).
    @Test func anUpdatedHeaderAndFooterAreMeasuredAgain() {
        let rig = GridRig(width: 11, height: 7)
        rig.manager.register(LetterCell.self)
        rig.manager.registerHeader(RowsView.self)
        rig.manager.registerFooter(RowsView.self)
        rig.storage.setItems(["a", "b"])
        rig.storage.setSectionHeaderModel(2, forSection: 0)
        rig.storage.setSectionFooterModel(2, forSection: 0)
        #expect(rig.draw() == screen("h2", "", " a   b", "h2", "", "", ""))

        rig.storage.setSectionHeaderModel(1, forSection: 0)
        rig.storage.setSectionFooterModel(3, forSection: 0)

        #expect(rig.draw() == screen("h1", " a   b", "h3", "", "", "", ""))
        #expect(rig.host.layout.contentSize.height == 5)
        #expect(rig.reported.isEmpty)
    }

    /// A header measured, then given a new model while it is scrolled out of view, shows at
    /// its new height when it comes back.
    @Test func aHeaderUpdatedOffScreenIsMeasuredWhenItShows() {
        let rig = GridRig(width: 11, height: 2)
        rig.manager.register(LetterCell.self)
        rig.manager.registerHeader(RowsView.self)
        rig.storage.setItems(letters(9))
        rig.storage.setSectionHeaderModel(2, forSection: 0)
        #expect(rig.draw() == screen("h2", ""))
        rig.press(.down, times: 3)
        #expect(rig.draw() == screen(" d   e   f", " g   h   i"))

        rig.storage.setSectionHeaderModel(3, forSection: 0)
        rig.draw()
        rig.host.scroll(toContentOffset: 0)

        #expect(rig.draw() == screen("h3", ""))
        #expect(rig.host.layout.frame(of: .supplementary(.header, section: 0))?.height == 3)
        #expect(rig.host.layout.contentSize.height == 6)
    }
}
