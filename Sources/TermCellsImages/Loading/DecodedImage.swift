import CTermCellsImaging
import Foundation
import TermCells

/// An image's pixels, decoded and scaled down to what the screen needs: RGBA, row by row.
struct DecodedImage: Sendable {
    let width: Int
    let height: Int
    let pixels: [UInt8]

    /// What the cache counts it as.
    var byteCount: Int { pixels.count }
}

extension DecodedImage {
    /// `body`'s result for the pixels of `crop`: its first pixel and the bytes from one row to
    /// the next; -1 when there are no pixels.
    func withPixels(of crop: Rect, _ body: (UnsafePointer<UInt8>, _ stride: Int32) -> Int32) -> Int32 {
        let stride = width * 4
        return pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return -1 }
            return body(base + crop.y * stride + crop.x * 4, Int32(stride))
        }
    }

    /// The bytes a C encoder (`tc_image_png`, `tc_image_pixels`) makes of the pixels of `crop`,
    /// which it allocates and this frees; nil when it fails.
    func encoded(
        _ crop: Rect,
        by encode: (UnsafePointer<UInt8>, _ stride: Int32, inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32
    ) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = withPixels(of: crop) { first, stride in encode(first, stride, &output, &length) }
        guard status == 0, let output else { return nil }
        defer { tc_image_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
