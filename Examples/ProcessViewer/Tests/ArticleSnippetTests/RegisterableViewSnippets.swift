import Foundation
import TermCells
import Testing

// The RegisterableView article's own code, `.nib` and `.class` renamed `.template` and `.type`:
// the switch a user writes to make their host conform stays exhaustive over the two cases.

private final class PostCell: TableCell {}

private final class CompactPostCell: TableCell {
    override class var templateName: String? { "PostCell" }
}

@MainActor
private final class Registrations {
    private(set) var calls: [String] = []

    func register(cell: RegisterableView) {
        switch cell {
        case .template(let cellClass):
            calls.append("template \(cellClass.templateName ?? cell.identifier) for \(cell.identifier)")
        case .type(let cellClass):
            calls.append("class \(cellClass)")
        }
    }

    func register(cells: [RegisterableView]) {
        cells.forEach(register(cell:))
    }
}

@MainActor
@Test func theArticlesSwitchOverRegisterableViewIsExhaustive() {
    let registrations = Registrations()
    registrations.register(cells: [.template(PostCell.self), .type(PostCell.self), .template(CompactPostCell.self)])
    #expect(
        registrations.calls == [
            "template PostCell for PostCell", "class PostCell", "template PostCell for CompactPostCell",
        ])
}
