// swift-tools-version:6.0
import PackageDescription

// Linux distributions put the wide-character ncurses headers on the default include path, and
// pkg-config's flags for it (-D_DEFAULT_SOURCE, -D_XOPEN_SOURCE=600) are ones SwiftPM refuses
// with a warning in every dependent build: ask pkg-config only where it is needed (Homebrew).
#if os(Linux)
    let ncurseswPkgConfig: String? = nil
#else
    let ncurseswPkgConfig: String? = "ncursesw"
#endif

let package = Package(
    name: "TermCells",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TermCells", targets: ["TermCells"]),
        .library(name: "TermCellsLines", targets: ["TermCellsLines"]),
        .library(name: "TermCellsCurses", targets: ["TermCellsCurses"]),
        .library(name: "TermCellsTesting", targets: ["TermCellsTesting"]),
        .library(name: "TermCellsImages", targets: ["TermCellsImages"]),
        .executable(name: "termcells-demo", targets: ["TermCellsDemo"]),
        .executable(name: "termcells-embedding", targets: ["TermCellsEmbedding"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CNcursesw",
            path: "Sources/CNcursesw",
            pkgConfig: ncurseswPkgConfig,
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        .systemLibrary(
            name: "CStbImage", path: "Sources/CStbImage", pkgConfig: "stb",
            providers: [.apt(["libstb-dev", "libwebp-dev"])]),
        .systemLibrary(
            name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]),
        // The decoders and chafa behind plain C functions, so that Swift imports neither GLib
        // nor the decoders' headers.
        .target(
            name: "CTermCellsImaging", dependencies: ["CStbImage", "CChafa"], path: "Sources/CTermCellsImaging",
            linkerSettings: [.linkedLibrary("webp")]),
        .target(name: "TermCells", path: "Sources/TermCells"),
        // Lines read from a stream, stored compactly, filtered and fuzzy-ranked (the picker's engine):
        // it shares TermCells' text decoding and lock.
        .target(name: "TermCellsLines", dependencies: ["TermCells"], path: "Sources/TermCellsLines"),
        .target(name: "TermCellsCurses", dependencies: ["TermCells", "CNcursesw"], path: "Sources/TermCellsCurses"),
        // Images in cells: decoded off the main actor, cached, drawn by the protocol the terminal takes.
        .target(
            name: "TermCellsImages", dependencies: ["TermCells", "TermCellsCurses", "CTermCellsImaging"],
            path: "Sources/TermCellsImages"),
        // Render, drive and snapshot hosts, managers and ApplicationContent screens without a terminal (for tests).
        .target(
            name: "TermCellsTesting", dependencies: ["TermCells", "TermCellsCurses"], path: "Sources/TermCellsTesting"),
        // The demo and the examples are what users copy, so they see only what a user's package
        // sees: no `package` declaration of the libraries (packageAccess: false), no `@_spi`.
        .executableTarget(
            name: "TermCellsDemo",
            dependencies: [
                "TermCells", "TermCellsCurses", "TermCellsLines", "TermCellsImages", "EmbeddingExample", "CSVTable",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Demo",
            exclude: ["README.md"],
            resources: [.process("Resources")],
            packageAccess: false
        ),
        // The embedding example: the shared screen (a library the demo's Embedding tab uses too)
        // and the program that runs it under Application or its own ncurses loop.
        .target(
            name: "EmbeddingExample", dependencies: ["TermCells"], path: "Examples/Embedding/Browser",
            packageAccess: false),
        // The csv demo's engine: a CSV file indexed into byte offsets of one buffer, fields parsed
        // when shown, sorting by extracted keys. Apart from the demo so that its tests can see it.
        .target(
            name: "CSVTable", dependencies: ["TermCells"], path: "Examples/CSVTable", packageAccess: false),
        .executableTarget(
            name: "TermCellsEmbedding",
            dependencies: ["EmbeddingExample", "TermCellsCurses", "CNcursesw"],
            path: "Examples/Embedding/Program",
            packageAccess: false
        ),
        .testTarget(
            name: "TermCellsTests", dependencies: ["TermCells", "TermCellsTesting", "TerminalModels"],
            resources: [.process("Fixtures")]),
        .testTarget(name: "TermCellsLinesTests", dependencies: ["TermCellsLines", "TermCells", "TermCellsTesting"]),
        // A terminal with a scrollback, modelled from the bytes it receives: for the inline tests
        // of both the renderer and the programs on a pseudo-terminal.
        .target(name: "TerminalModels", dependencies: ["TermCells"], path: "Tests/Support/TerminalModels"),
        .testTarget(
            name: "TermCellsCursesTests", dependencies: ["TermCellsCurses", "TermCells", "CNcursesw", "TerminalModels"]),
        .testTarget(
            name: "EmbeddingExampleTests", dependencies: ["EmbeddingExample", "TermCells", "TermCellsTesting"]),
        .testTarget(name: "CSVTableTests", dependencies: ["CSVTable", "TermCellsTesting"]),
        .testTarget(
            name: "TermCellsImagesTests", dependencies: ["TermCellsImages", "TermCells", "TermCellsTesting"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "TermCellsTestingTests", dependencies: ["TermCellsTesting", "TermCells", "TermCellsCurses"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TermCellsTesting", "TerminalModels"]),
    ],
    swiftLanguageModes: [.v6]
)
