/// The cell of an ``OutlineStatusRow``: `Loading…` while a node's children load, or the
/// reason they could not be read. Register it with the outline's other cells:
/// `manager.register(OutlineStatusCell.self)`.
@MainActor
public final class OutlineStatusCell: OutlineCell, ModelTransfer {
    /// Shows the row's message.
    public func update(with model: OutlineStatusRow) {
        switch model {
        case .loading:
            text = "Loading…"
            textStyle = Style(attributes: .dim)
        case .failed(let message):
            text = "! " + message
            textStyle = Style(foreground: .red)
        }
    }
}
