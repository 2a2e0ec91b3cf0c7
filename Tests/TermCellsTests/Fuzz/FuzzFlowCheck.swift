@_spi(Benchmarks) @testable import TermCells

/// After a draw, a grid's flow layout agrees with a fresh layout of the storage, whatever
/// updates led there: each section is sized as its first item's mapping says (at the grid's
/// item size, or item by item); a section measured item by item has the rows, columns and
/// sizes a fresh measurement of its items gives, and its bands those rows' heights; a section
/// still on its estimate has no item on screen.
@MainActor
enum FuzzFlowCheck {
    static func problems(_ flow: FlowLayout, shown: Set<Int>, _ oracle: FuzzOracle) -> [String] {
        var problems: [String] = []
        for (index, section) in flow.sections.enumerated() where index < oracle.sections.count {
            let place = "grid section \(index)"
            let perItem = oracle.sectionSizesItemsIndividually(index)
            switch section.rows {
            case .uniform(let columns):
                if perItem { problems.append("\(place) is laid out at one size, but its items are sized one by one") }
                let expected = FlowLayout.columns(width: flow.width, metrics: section.metrics)
                if columns != expected {
                    problems.append("\(place) has \(columns) columns, a fresh layout \(expected)")
                }
            case .estimated:
                if !perItem { problems.append("\(place) is estimated, but its items all have the grid's size") }
                if shown.contains(index) { problems.append("\(place) is drawn on its estimate, not measured") }
            case .measured(let rows):
                if !perItem { problems.append("\(place) is measured, but its items all have the grid's size") }
                problems += measuredProblems(rows, of: section, index, flow, oracle)
            }
        }
        return problems
    }

    /// The measured rows of section `index` are those of a fresh measurement of its items.
    private static func measuredProblems(
        _ rows: MeasuredFlowRows, of section: FlowLayout.Section, _ index: Int, _ flow: FlowLayout,
        _ oracle: FuzzOracle
    ) -> [String] {
        let fresh = MeasuredFlowRows(count: section.itemCount, width: flow.width, metrics: section.metrics) {
            oracle.expectedSize(at: IndexPath(item: $0, section: index)) ?? FuzzRig.gridItemSize
        }
        let place = "grid section \(index)"
        guard rows.sizes == fresh.sizes, rows.xs == fresh.xs, rows.starts == fresh.starts else {
            return [
                "\(place) is measured as sizes \(rows.sizes) at columns \(rows.xs), rows from \(rows.starts); "
                    + "a fresh layout has \(fresh.sizes) at \(fresh.xs), rows from \(fresh.starts)"
            ]
        }
        let spacing = section.metrics.clampedLineSpacing
        let bands = (0..<section.rowCount).map { flow.heights.extent(at: section.firstRowBand + $0) }
        let expected = fresh.heights.indices.map { fresh.heights[$0] + ($0 < fresh.heights.count - 1 ? spacing : 0) }
        return bands == expected ? [] : ["\(place)'s rows are \(bands) high, a fresh layout's \(expected)"]
    }
}
