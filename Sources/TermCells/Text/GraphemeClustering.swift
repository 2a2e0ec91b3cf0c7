/// Whether text is measured, cut and drawn by grapheme cluster, as terminals that cluster
/// graphemes draw it, or scalar by scalar, as ncurses and most terminals do.
///
/// A family emoji joined with zero-width joiners, a flag, a skin tone or a keycap is one
/// `Character` in Swift (an extended grapheme cluster, UAX #29). A terminal that clusters
/// graphemes (DEC private mode 2027 set) draws it as one glyph of one or two columns; any other
/// draws each of its scalars in cells of their own, so the family of three takes six columns.
/// TermCells measures text the way the terminal it draws on will show it: by cluster when this
/// is on, by scalar otherwise. By cluster, a cluster is as wide as its first scalar, except
/// that an emoji followed by variation selector 16 and a flag are two columns and an emoji
/// followed by variation selector 15 one: the rule of terminals in mode 2027 (Contour's
/// specification of the mode).
///
/// `Application` turns it on for the process when the terminal answers that it clusters (or when
/// `TerminalOptions` or `TERMCELLS_GRAPHEME_CLUSTERS=1` force it). Tests and previews that draw
/// offscreen choose with `withEnabled(_:operation:)`, which holds for the task that
/// runs it and the tasks it starts, so tests running side by side do not see each other's choice.
public enum GraphemeClustering {
    /// Whether text is measured by grapheme cluster here: the choice of
    /// `withEnabled(_:operation:)` around this code, else the process's (on when the
    /// terminal clusters graphemes).
    public static var isEnabled: Bool {
        if ProcessWideSetting.hasScopes, let scoped { return scoped }
        return ProcessWideSetting.value
    }

    /// Runs `operation` measuring text by grapheme cluster (`enabled`) or by scalar, whatever the
    /// terminal does: for tests, and for drawing offscreen for a terminal of the other kind.
    public static func withEnabled<Result>(_ enabled: Bool, operation: () throws -> Result) rethrows -> Result {
        ProcessWideSetting.enterScope()
        defer { ProcessWideSetting.leaveScope() }
        return try $scoped.withValue(enabled, operation: operation)
    }

    /// `withEnabled(_:operation:)` for an asynchronous `operation`.
    public static func withEnabled<Result>(
        _ enabled: Bool, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
    ) async rethrows -> Result {
        ProcessWideSetting.enterScope()
        defer { ProcessWideSetting.leaveScope() }
        return try await $scoped.withValue(enabled, operation: operation)
    }

    /// Sets the process's choice: the terminal's, once it is known.
    package static func setProcessWide(_ enabled: Bool) {
        ProcessWideSetting.value = enabled
    }

    @TaskLocal private static var scoped: Bool?
}
