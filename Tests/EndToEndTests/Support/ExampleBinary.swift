import Foundation

/// Where the built `termcells-embedding` example is: beside the demo binary.
enum ExampleBinary {
    static var embeddingPath: String {
        URL(fileURLWithPath: DemoBinary.path).deletingLastPathComponent().appendingPathComponent("termcells-embedding")
            .path
    }
}
