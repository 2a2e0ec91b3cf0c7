import Benchmark

/// TermCells' benchmarks: principle 1 of DESIGN.md — cost follows what is visible — measured
/// at 100, 10,000 and 1,000,000 items, with allocations counted (malloc interposer).
///
///     swift package --package-path Benchmarks benchmark
///     swift package --package-path Benchmarks benchmark --filter "Table.*"
///     swift package --package-path Benchmarks benchmark run --allocation-stacks --filter "Table scroll.*"
let benchmarks: @Sendable () -> Void = {
    registerTableBenchmarks()
    registerGridBenchmarks()
    registerMappingBenchmarks()
    registerStorageBenchmarks()
    registerDiffBenchmarks()
    registerLayoutBenchmarks()
    registerUpdateBenchmarks()
    registerOutlineBenchmarks()
}
