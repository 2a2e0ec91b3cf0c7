import CTermCellsImaging
import Foundation

/// An image's pixels, decoded and scaled down to what the screen needs: RGBA, row by row.
struct DecodedImage: Sendable {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    /// What the cache counts it as.
    var byteCount: Int { pixels.count }
}
