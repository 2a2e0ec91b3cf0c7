import CTermCellsImaging
import Foundation

/// Reads and decodes images, on any thread, through the C decoders behind CTermCellsImaging.
enum ImageDecoding {
    /// The image's pixels with neither side longer than `maximumSide`, or why there are none.
    static func decode(_ image: TerminalImage, maximumSide: Int) -> Result<DecodedImage, ImageAnomaly> {
        switch image.source {
        case .file(let url):
            return read(url, name: image.name).flatMap { decode($0, name: image.name, maximumSide: maximumSide) }
        case .encoded(let data):
            return decode(data, name: image.name, maximumSide: maximumSide)
        case .pixels(let data, let width, let height):
            return scale(data, width: width, height: height, name: image.name, maximumSide: maximumSide)
        case .made(let width, let height, let make):
            guard isWithinLimit(width: width, height: height) else {
                return .failure(
                    ImageAnomaly(image: image.name, reason: .tooLarge, detail: "\(width) × \(height) pixels"))
            }
            return scale(make(), width: width, height: height, name: image.name, maximumSide: maximumSide)
        }
    }

    /// The file's bytes, refusing a folder, a device and a file larger than the limit before
    /// reading it.
    static func read(_ url: URL, name: String) -> Result<Data, ImageAnomaly> {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            return .failure(ImageAnomaly(image: name, reason: .unreadable, detail: String(cString: strerror(errno))))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(ImageAnomaly(image: name, reason: .unreadable, detail: "not a regular file"))
        }
        guard status.st_size <= ImageAnomaly.maximumFileBytes else {
            return .failure(ImageAnomaly(image: name, reason: .tooLarge, detail: "\(status.st_size) bytes"))
        }
        // Read here rather than by `Data(contentsOf:)`, which loses a buffer of its own on an
        // empty file (LeakSanitizer reports it): at most the size `stat` gave, and a file that
        // grew meanwhile is cut there.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(ImageAnomaly(image: name, reason: .unreadable, detail: String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var bytes = Data(count: Int(status.st_size))
        var filled = 0
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
            while filled < buffer.count, let base = buffer.baseAddress {
                let count = Foundation.read(descriptor, base + filled, buffer.count - filled)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { return errno }
                if count == 0 { break }
                filled += count
            }
            return nil
        }
        if let failure {
            return .failure(ImageAnomaly(image: name, reason: .unreadable, detail: String(cString: strerror(failure))))
        }
        return .success(bytes.prefix(filled))
    }

    static func decode(_ data: Data, name: String, maximumSide: Int) -> Result<DecodedImage, ImageAnomaly> {
        guard !data.isEmpty else { return .failure(ImageAnomaly(image: name, reason: .empty, detail: "")) }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        let status = data.withUnsafeBytes { bytes in
            tc_image_decode(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, Int64(ImageAnomaly.maximumPixels),
                Int32(maximumSide), &pixels, &width, &height)
        }
        guard status == tc_image_ok, let pixels else {
            return .failure(anomaly(for: status, data: data, name: name))
        }
        defer { tc_image_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return .success(
            DecodedImage(
                width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        )
    }

    private static func anomaly(for status: tc_image_status, data: Data, name: String) -> ImageAnomaly {
        switch status {
        case tc_image_empty: return ImageAnomaly(image: name, reason: .empty, detail: "")
        case tc_image_not_an_image: return ImageAnomaly(image: name, reason: .notAnImage, detail: "\(data.count) bytes")
        case tc_image_too_large:
            var width: Int32 = 0
            var height: Int32 = 0
            _ = data.withUnsafeBytes {
                tc_image_probe($0.bindMemory(to: UInt8.self).baseAddress, $0.count, &width, &height)
            }
            return ImageAnomaly(image: name, reason: .tooLarge, detail: "\(width) × \(height) pixels")
        case tc_image_out_of_memory: return ImageAnomaly(image: name, reason: .tooLarge, detail: "out of memory")
        default: return ImageAnomaly(image: name, reason: .corrupt, detail: "\(data.count) bytes")
        }
    }

    /// Whether an image of `width` × `height` pixels may be decoded.
    static func isWithinLimit(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width > 0 && height > 0 && !overflow && pixels <= ImageAnomaly.maximumPixels
    }

    /// A program's pixels, checked and scaled down as a file's are.
    static func scale(_ data: Data, width: Int, height: Int, name: String, maximumSide: Int)
        -> Result<DecodedImage, ImageAnomaly>
    {
        guard isWithinLimit(width: width, height: height) else {
            return .failure(ImageAnomaly(image: name, reason: .tooLarge, detail: "\(width) × \(height) pixels"))
        }
        guard data.count == width * height * 4 else {
            return .failure(
                ImageAnomaly(
                    image: name, reason: .corrupt,
                    detail: "\(data.count) bytes for \(width) × \(height) pixels, not \(width * height * 4)"))
        }
        guard width > maximumSide || height > maximumSide else {
            return .success(DecodedImage(width: width, height: height, pixels: Array(data)))
        }
        let (scaledWidth, scaledHeight) = ImageFitting.shrink(width: width, height: height, toSide: maximumSide)
        var scaled = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        let resized = data.withUnsafeBytes { source in
            scaled.withUnsafeMutableBufferPointer { target in
                tc_image_resize(
                    source.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(height), target.baseAddress,
                    Int32(scaledWidth), Int32(scaledHeight))
            }
        }
        guard resized == 0 else {
            return .failure(ImageAnomaly(image: name, reason: .tooLarge, detail: "out of memory"))
        }
        return .success(DecodedImage(width: scaledWidth, height: scaledHeight, pixels: scaled))
    }
}
