import TermCells

/// Which cells a snapshot wraps in `«` and `»`: give it to `expectScreen(_:_:marking:)` or
/// ``ScreenDriver/text(marking:)``.
///
/// ```swift
/// expectScreen(screen, """
///     Processes
///     «  Apple             »
///       Banana
///     """, marking: .cursor)
/// ```
@MainActor
public struct ScreenMarking {
    private let makePicker: @MainActor (ScreenBuffer) -> (Point, Style) -> Bool

    private init(_ makePicker: @escaping @MainActor (ScreenBuffer) -> (Point, Style) -> Bool) {
        self.makePicker = makePicker
    }

    /// The focused host's cursor: the cells of the item under it (its row in a list, its cell
    /// in a grid), whatever their colours, as the last frame reported them
    /// (``Canvas/reportFocus(covering:)``). A title bar or a status line drawn in colour is
    /// not marked; a frame with no focused host, or with its cursor out of view, marks
    /// nothing. A focus your own code reports with ``Canvas/reportFocus(at:)`` marks its one
    /// cell.
    public static var cursor: ScreenMarking {
        ScreenMarking { buffer in
            let area = buffer.reportedFocusArea ?? .zero
            return { point, _ in area.contains(point) }
        }
    }

    /// The cells whose style `picks` selects: `.style(\.standsOut)`, or
    /// `.style { $0.background == .blue }`.
    public static func style(_ picks: @escaping (Style) -> Bool) -> ScreenMarking {
        ScreenMarking { _ in { _, style in picks(style) } }
    }

    /// The cells drawn in a role of a theme: those whose style carries the role's style (each
    /// of its colours and all of its attributes, whatever else the cell has), as a selected row
    /// under the cursor still carries ``Theme/cursorRow``. The theme is `theme`, or else the
    /// screen's (``ScreenBuffer/theme``); a role with neither colour nor attribute marks
    /// nothing, as nothing shows it.
    ///
    /// ```swift
    /// expectScreen(screen, """
    ///     «Name  │Size»
    ///      notes │ 4 kB
    ///     """, marking: .role(\.columnHeader))
    /// ```
    public static func role(_ role: KeyPath<Theme, Style>, of theme: Theme? = nil) -> ScreenMarking {
        ScreenMarking { buffer in
            let style = (theme ?? buffer.theme)[keyPath: role]
            return { _, cell in cell.carries(style) }
        }
    }

    /// Whether each cell of `buffer`, at a point and in a style, is marked.
    func picker(for buffer: ScreenBuffer) -> (Point, Style) -> Bool { makePicker(buffer) }
}
