import TermCells

/// A process row: pid, name and CPU share.
public final class ProcessCell: TableCell, ModelTransfer {
    public func update(with model: ProcessEntry) {
        text = "\(model.id)".leftPadded(to: 7) + "  " + model.name
        detailText = String(Int(model.cpu.rounded())) + "%"
    }
}

/// The row of a busy process: the same facts, in bold with a marker, chosen by a model
/// condition on the same model type.
public final class BusyProcessCell: TableCell, ModelTransfer {
    public func update(with model: ProcessEntry) {
        text = "\(model.id)".leftPadded(to: 7) + "  " + model.name + " ▲"
        detailText = String(Int(model.cpu.rounded())) + "%"
        textStyle = .bold
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
