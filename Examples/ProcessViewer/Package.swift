// swift-tools-version:6.0
import PackageDescription

// A program that uses TermCells exactly as yours would: a package of its own that depends on
// the TermCells checkout by path.
//
// The rule that trips everyone: a path dependency's package name is the last component of its
// path — the folder you cloned TermCells into — not the name in TermCells' manifest. With
// `.package(path: "../termcells")` you write `.product(name: "TermCells", package: "termcells")`.
// Here the checkout is two folders up, whatever it is called, so its name is worked out.
let termCellsPath = "../.."
let termCellsPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "TermCells"

let package = Package(
    name: "ProcessViewer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: termCellsPath)
    ],
    targets: [
        .target(
            name: "ProcessViewerKit",
            dependencies: [
                .product(name: "TermCells", package: termCellsPackage),
                .product(name: "TermCellsCurses", package: termCellsPackage),
            ]
        ),
        .executableTarget(
            name: "ProcessViewer",
            dependencies: ["ProcessViewerKit", .product(name: "TermCellsCurses", package: termCellsPackage)]
        ),
        .testTarget(
            name: "ProcessViewerKitTests",
            dependencies: ["ProcessViewerKit", .product(name: "TermCellsTesting", package: termCellsPackage)]
        ),
        // The DocC articles' snippets, as a user types them: one file an article, compiled (and
        // run where they draw) in every `make test`, so an article cannot teach code that stopped
        // compiling.
        .testTarget(
            name: "ArticleSnippetTests",
            dependencies: [
                .product(name: "TermCells", package: termCellsPackage),
                .product(name: "TermCellsCurses", package: termCellsPackage),
                .product(name: "TermCellsImages", package: termCellsPackage),
                .product(name: "TermCellsTesting", package: termCellsPackage),
            ],
            // The Templates article's screen file. (No template named after a view class of
            // another article's snippets: a program's templates are found by class name.)
            resources: [.process("Resources")]
        ),
        // Code written against TermCells 0.1 with names since deprecated: it must keep
        // compiling (with deprecation warnings, the only warnings this target may have) and
        // behave as it did, until 2.0.
        .testTarget(
            name: "FormerAPITests",
            dependencies: [
                .product(name: "TermCells", package: termCellsPackage),
                .product(name: "TermCellsCurses", package: termCellsPackage),
                .product(name: "TermCellsTesting", package: termCellsPackage),
            ],
            resources: [.process("Templates")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
