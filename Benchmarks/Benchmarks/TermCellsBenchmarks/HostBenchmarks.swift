import Benchmark
@_spi(Benchmarks) import TermCells

/// Table: a frame in steady state (nothing changed since the last one) and a scroll step
/// (Down with the cursor on the bottom row, then a frame), at each size.
func registerTableBenchmarks() {
    for count in itemCounts {
        mainActorBenchmark("Table render 80x24 (steady)/\(label(count))") {
            let fixture = TableFixture(items: count)
            fixture.moveToMiddle()
            let scenario = Scenario { fixture.draw() }
            scenario.prime(10)
            return scenario
        }

        mainActorBenchmark(
            "Table scroll step (Down + draw)/\(label(count))",
            configuration: .termCells(extra: [viewsCreatedMetric])
        ) {
            let fixture = TableFixture(items: count)
            if count > 1_000 { fixture.moveToMiddle() } else { fixture.resetToScrolling() }
            let scenario = Scenario {
                fixture.press(.down)
                fixture.draw()
            }
            scenario.prepare = {
                if fixture.cursorAtEnd { fixture.resetToScrolling() }
            }
            scenario.counter = { fixture.host.reuseQueues.createdCount }
            // Through the whole list (or 300 rows) once, so every reuse queue holds what
            // scrolling needs and the measured steps are steady state.
            scenario.prime(min(300, count + 50))
            return scenario
        }
    }
}

/// Grid: a frame in steady state and an arrow step (Down: the cursor to the row below, the
/// viewport scrolling a row of tiles when needed, then a frame).
func registerGridBenchmarks() {
    for count in itemCounts {
        mainActorBenchmark("Grid render 80x24 (steady)/\(label(count))") {
            let fixture = GridFixture(items: count)
            fixture.moveToMiddle()
            let scenario = Scenario { fixture.draw() }
            scenario.prime(10)
            return scenario
        }

        mainActorBenchmark(
            "Grid arrow step (Down + draw)/\(label(count))",
            configuration: .termCells(extra: [viewsCreatedMetric])
        ) {
            let fixture = GridFixture(items: count)
            if count > 1_000 { fixture.moveToMiddle() } else { fixture.resetToScrolling() }
            let scenario = Scenario {
                fixture.press(.down)
                fixture.draw()
            }
            scenario.prepare = {
                if fixture.cursorNearEnd { fixture.resetToScrolling() }
            }
            scenario.counter = { fixture.host.reuseQueues.createdCount }
            scenario.prime(min(300, count / 7 + 50))
            return scenario
        }
    }
}
