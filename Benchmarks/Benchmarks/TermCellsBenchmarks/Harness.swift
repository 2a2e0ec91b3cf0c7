import Benchmark
import TermCells

/// One benchmark's state, built on the main actor the first time the benchmark runs and kept
/// for all its iterations. Each iteration runs `prepare`, then `step` between
/// `startMeasurement()` and `stopMeasurement()`, then `restore`: only `step` is measured, so
/// setup (a million items), resets (back to the top when a scroll reached the end) and undo
/// steps (removing the item just inserted) never show in the figures.
@MainActor
final class Scenario {
    var prepare: () -> Void = {}
    let step: () -> Void
    var restore: () -> Void = {}
    /// A counter read before and after each step; the difference is reported as the
    /// benchmark's custom metric (see `viewsCreatedMetric`).
    var counter: (() -> Int)?

    init(step: @escaping () -> Void) {
        self.step = step
    }

    /// Runs `count` unmeasured iterations, so reuse queues, caches and measured row heights
    /// reach the state that the measured iterations then find.
    func prime(_ count: Int) {
        for _ in 0..<count {
            prepare()
            step()
            restore()
        }
    }
}

/// Holds the scenario of the benchmark running now; building the next one frees the last
/// (a million-item fixture is tens of megabytes).
@MainActor
enum ScenarioCache {
    private static var current: (name: String, scenario: Scenario)?

    static func scenario(named name: String, make: () -> Scenario) -> Scenario {
        if let current, current.name == name { return current.scenario }
        current = nil
        let scenario = make()
        current = (name, scenario)
        return scenario
    }

    static func clear() {
        current = nil
    }
}

/// The custom metric of the scroll benchmarks: views the host created (not reused) per step.
let viewsCreatedMetric = BenchmarkMetric.custom("viewsCreated", polarity: .prefersSmaller, useScalingFactor: false)

extension Benchmark.Configuration {
    /// Modest durations: the whole suite runs in a few minutes on a 2-core machine.
    static func termCells(
        maxDuration: Duration = .milliseconds(400), maxIterations: Int = 2_000, extra: [BenchmarkMetric] = []
    ) -> Self {
        Self(
            metrics: [.wallClock, .mallocCountTotal] + extra,
            warmupIterations: 5,
            scalingFactor: .one,
            maxDuration: maxDuration,
            maxIterations: maxIterations,
            teardown: { await MainActor.run { ScenarioCache.clear() } }
        )
    }
}

/// Registers a benchmark whose scenario lives on the main actor (TermCells' UI types are
/// `@MainActor`). The hop to the main actor happens outside the measured region.
func mainActorBenchmark(
    _ name: String,
    configuration: Benchmark.Configuration = .termCells(),
    make: @escaping @MainActor @Sendable () -> Scenario
) {
    Benchmark(name, configuration: configuration) { benchmark async in
        // `Benchmark` is not Sendable; it is only used from this one task while it waits.
        nonisolated(unsafe) let benchmark = benchmark
        let tracksCounter = configuration.metrics.contains(viewsCreatedMetric)
        await MainActor.run {
            let scenario = ScenarioCache.scenario(named: name, make: make)
            scenario.prepare()
            let before = scenario.counter?() ?? 0
            benchmark.startMeasurement()
            scenario.step()
            benchmark.stopMeasurement()
            if tracksCounter {
                benchmark.measurement(viewsCreatedMetric, (scenario.counter?() ?? 0) - before)
            }
            scenario.restore()
        }
    }
}

/// The sizes the scaling benchmarks run at.
let itemCounts = [100, 10_000, 1_000_000]

/// "100", "10k", "1M": short names for benchmark titles.
func label(_ count: Int) -> String {
    switch count {
    case 1_000_000...: return "\(count / 1_000_000)M"
    case 1_000...: return "\(count / 1_000)k"
    default: return "\(count)"
    }
}
