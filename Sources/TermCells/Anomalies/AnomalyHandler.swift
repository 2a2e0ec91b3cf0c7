/// Receives anomalies of one family, with ways to silence the ones you expect.
///
/// Modelled on DTModelStorage's anomaly handler: `anomalyAction` is called for every
/// anomaly that is not silenced. By default it hands the anomaly to `AnomalyLog`, which
/// writes to standard error — or, while a terminal screen is active, to the file named by
/// `TERMCELLS_LOG` and the screen's status line, never to the terminal itself.
@MainActor
public final class AnomalyHandler<A: Anomaly> {
    /// What to do with an anomaly that is not silenced.
    public var anomalyAction: (A) -> Void

    private var silencingRules: [(A) -> Bool] = []

    /// Every anomaly reported so far, silenced ones included, oldest first (at most 1,000).
    public private(set) var reported: [A] = []

    /// Creates a handler; `action` defaults to the anomaly log described above.
    public init(action: ((A) -> Void)? = nil) {
        anomalyAction = action ?? { AnomalyLog.report($0.description) }
    }

    /// Stops reporting anomalies equal to `anomaly`.
    public func silenceAnomaly(_ anomaly: A) {
        silencingRules.append { $0 == anomaly }
    }

    /// Stops reporting anomalies for which `condition` returns `true`.
    public func silenceAnomaly(where condition: @escaping (A) -> Bool) {
        silencingRules.append(condition)
    }

    /// Records `anomaly` and, unless it is silenced, passes it to `anomalyAction`.
    public func reportAnomaly(_ anomaly: A) {
        if reported.count == 1_000 { reported.removeFirst(500) }
        reported.append(anomaly)
        if silencingRules.contains(where: { $0(anomaly) }) { return }
        anomalyAction(anomaly)
    }
}
