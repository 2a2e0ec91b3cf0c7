/// The cell of an ``OutlineStatusRow``: `Loading…` while a node's children load, in the
/// theme's ``Theme/loadingPlaceholder``, or the reason they could not be read, in its
/// ``Theme/anomalyPlaceholder``. Register it with the outline's other cells:
/// `manager.register(OutlineStatusCell.self)`.
@MainActor
public final class OutlineStatusCell: OutlineCell, ModelTransfer {
    /// Whether the row says why the children could not be read.
    private var showsFailure = false

    /// Shows the row's message.
    public func update(with model: OutlineStatusRow) {
        switch model {
        case .loading:
            text = "Loading…"
            showsFailure = false
        case .failed(let message):
            text = "! " + message
            showsFailure = true
        }
    }

    /// The row's message in its theme role, as any row under the cursor or selected.
    public override var rowStyle: Style {
        rowStyle(from: showsFailure ? theme.anomalyPlaceholder : theme.loadingPlaceholder)
    }
}
