import Foundation
import TermCells
import TermCellsCurses
import Testing

// Initialisers and cases of TermCells 0.1 that later versions replaced: each still builds
// the value it built.

private final class NoteCell: TableCell {}

@MainActor
@Suite struct FormerNamesTests {
    @Test func theFirstTerminalOptionsInitialiserSetsItsOptionsAndLeavesTheRestAtTheirDefaults() {
        let options = TerminalOptions(
            device: .standardStreams, screen: .fullScreen, mouse: false, colors: true, escapeDelay: 40,
            bracketedPaste: false)
        #expect(!options.mouse)
        #expect(options.escapeDelay == 40)
        #expect(!options.bracketedPaste)
        #expect(!options.keepsInlineBlockOnExit)
        #expect(options.keyboardEnhancement)
        #expect(options.hyperlinks == nil)
    }

    @Test func theNamedTemplateCaseIsMadeAsTheTemplateFactoryMakesIt() {
        let view = RegisterableView.namedTemplate(NoteCell.self, name: "Card", bundle: .module)
        guard case .template(let type) = view else {
            Issue.record("a named template registers as .template")
            return
        }
        #expect(type == NoteCell.self)
        #expect(view.identifier == "NoteCell")
    }

    @Test func aColumnViewportFromAnOffsetShowsTheColumnThatHoldsIt() {
        let viewport = ColumnViewport(widths: [4, 6, 6, 6], frozenCount: 1, width: 14, offset: 8)
        #expect(viewport.spans.map(\.column) == [0, 2, 3])
        #expect(viewport.offset == 7)
    }
}
