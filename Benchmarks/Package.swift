// swift-tools-version:6.1
// The benchmarks are a package of their own so that the root package's `swift test` never
// builds them (nor package-benchmark and its malloc interposer). Run them from the root with
// `make bench`, or: swift package --package-path Benchmarks benchmark
import Foundation
import PackageDescription

/// A path dependency is known by its folder's name (the root checkout may be `main`, `TermCells`,
/// a worktree…), not by the name in its manifest: look it up.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "TermCellsBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TermCellsBenchmarks",
            dependencies: [
                .product(name: "TermCells", package: rootIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TermCellsBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
