import TermCellsCurses

/// Draws a ``HostileItem``'s text as is: the library must make it safe.
final class HostileItemCell: TableCell, ModelTransfer {
    func update(with model: HostileItem) {
        text = model.text
        detailText = "hostile"
    }
}
