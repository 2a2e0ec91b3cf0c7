import TermCells

/// A row of the list: the body's name, and its kind on the right.
public final class PlanetCell: TableCell, ModelTransfer {
    /// Shows `model`'s name, and "dwarf" for dwarf planets.
    public func update(with model: Planet) {
        text = model.name
        detailText = model.kind == "planet" ? "" : "dwarf"
        textStyle = .plain
    }
}
