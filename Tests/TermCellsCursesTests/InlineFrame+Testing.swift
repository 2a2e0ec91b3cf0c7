import CNcursesw
import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#endif

extension InlineFrame {
    /// A frame `width` columns wide whose rows show `rows`, one column a character.
    init(rows: [String], width: Int) {
        self.init(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { put(row, x: 0, y: y) }
    }
}

extension InlineFrame {
    /// What inline mode reads from `window` for a block `rows` high: through an
    /// ``InlineScreen`` writing nowhere, whose cell styles know `colorPairs` when given.
    @MainActor
    static func read(
        from window: UnsafeMutablePointer<WINDOW>, rows: Int, colorPairs: ColorPairs? = nil
    ) throws -> InlineFrame {
        let devNull = try #require(fopen("/dev/null", "w"))
        defer { fclose(devNull) }
        let screen = InlineScreen(
            height: .fixed(rows), inputDescriptor: -1, outputDescriptor: -1,
            cursesOutput: devNull)
        if let colorPairs { screen.styles = CellStyles(colorPairs: colorPairs) }
        return screen.frame(of: window)
    }
}
