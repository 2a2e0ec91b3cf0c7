#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Grapheme clustering (see ``GraphemeClusterMode``). The full screen asks at start-up and does
/// not wait: the answer is read among the keys whenever it comes, and frames before it are
/// measured by scalar. An answer that says the terminal clusters sets the mode (unless it is
/// always set), turns ``GraphemeClustering`` on for the process and has the screen laid out and
/// repainted, since widths changed. The mode is reset on every way out that restores the
/// terminal (the end, a stop, a signal's restore) and set again after a stop. Inline mode asks
/// in the wait it has before its first frame (``InlineScreen``).
extension CursesTerminal {
    /// Whether text is measured and drawn by grapheme cluster, as the terminal draws it: it
    /// answered that it clusters graphemes (mode 2027), or the program forced it
    /// (``TerminalOptions/graphemeClusters``, `TERMCELLS_GRAPHEME_CLUSTERS`). On the full
    /// screen, false until the terminal has answered, which may be after the first frame.
    public var clustersGraphemes: Bool { measuresGraphemeClusters }

    /// Whether the terminal's answer changed how text is measured since the last call: the
    /// screen is to be laid out and drawn again then.
    func takeGraphemeClusterChange() -> Bool {
        defer { graphemeClustersChanged = false }
        return graphemeClustersChanged
    }

    /// The bytes a signal's restore writes on the full screen: the modes the terminal's
    /// answers turned on, off, then the screen's own restore.
    var signalRestoreBytes: [UInt8] {
        (keyboardEnhanced ? KeyboardEnhancement.popBytes : [])
            + (setsGraphemeClusterMode ? GraphemeClusterMode.resetBytes : [])
            + restoreSequence
    }

    /// At start-up: a forced plan takes effect at once; inline mode has its answer already.
    func startGraphemeClusters() {
        if let inlineScreen {
            if inlineScreen.measuresGraphemeClusters { measureGraphemeClusters() }
            return
        }
        guard graphemeClusterPlan == .forceOn else { return }
        setGraphemeClusterMode()
        measureGraphemeClusters()
    }

    /// The terminal answered the question asked at start-up with `state`. An answer not asked
    /// for, or a second one, changes nothing.
    func graphemeClusterStateAnswered(_ state: Int) {
        guard graphemeClusterPlan == .ask, inlineScreen == nil, !measuresGraphemeClusters, !stopped else { return }
        guard case .clusters(let setsMode) = GraphemeClusterMode.Answer(state: state) else { return }
        if setsMode { setGraphemeClusterMode() }
        measureGraphemeClusters()
        graphemeClustersChanged = true
        // What the terminal shows was measured by scalar: every cell is sent again.
        invalidate()
    }

    /// Resets the mode before the terminal is given back (a stop, the end).
    func resetGraphemeClusterMode() {
        guard setsGraphemeClusterMode else { return }
        fflush(outputFile)
        Self.writeAll(GraphemeClusterMode.resetBytes[...], to: outputDescriptor)
    }

    /// Sets the mode again after a stop.
    func setGraphemeClusterModeAgain() {
        guard setsGraphemeClusterMode else { return }
        Self.writeAll(GraphemeClusterMode.setBytes[...], to: outputDescriptor)
    }

    /// At the end: text printed after the program's screen is measured by scalar again.
    func stopGraphemeClusters() {
        guard measuresGraphemeClusters else { return }
        GraphemeClustering.setProcessWide(false)
    }

    private func setGraphemeClusterMode() {
        setsGraphemeClusterMode = true
        // A signal's restore resets the mode from before it is set: a signal that comes right
        // after the set would otherwise leave it on.
        TerminalRestorer.use(signalRestoreBytes)
        Self.writeAll(GraphemeClusterMode.setBytes[...], to: outputDescriptor)
    }

    private func measureGraphemeClusters() {
        measuresGraphemeClusters = true
        GraphemeClustering.setProcessWide(true)
    }
}
