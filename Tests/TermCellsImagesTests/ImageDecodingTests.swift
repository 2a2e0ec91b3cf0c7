import Foundation
import Testing

@testable import TermCellsImages

/// Reading pictures: each format to its exact pixels, and every hostile file to the anomaly
/// that names it, without decoding what its header says is too large.
@Suite struct ImageDecodingTests {
    static let fixtures = Bundle.module.resourceURL?.appendingPathComponent("Fixtures") ?? URL(fileURLWithPath: "/")
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]

    static func fixture(_ path: String) -> URL { fixtures.appendingPathComponent(path) }

    static func decode(_ path: String, side: Int = 256) -> Result<DecodedImage, ImageAnomaly> {
        ImageDecoding.decode(TerminalImage(contentsOf: fixture(path)), maximumSide: side)
    }

    /// The pixel at `x`, `y`.
    static func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    @Test(arguments: ["halves.png", "halves.bmp", "halves.webp", "halves.gif"])
    func eachLosslessFormatGivesItsExactPixels(name: String) throws {
        let image = try Self.decode("formats/" + name).get()
        #expect((image.width, image.height) == (8, 4))
        for y in 0..<4 {
            for x in 0..<8 {
                #expect(Self.pixel(image, x, y) == (x < 4 ? Self.red : Self.blue), "\(name) at \(x), \(y)")
            }
        }
    }

    @Test func aGIFGivesItsFirstFrame() throws {
        // The second frame is all green.
        let image = try Self.decode("formats/halves.gif").get()
        #expect(Self.pixel(image, 0, 0) == Self.red)
        #expect(Self.pixel(image, 7, 3) == Self.blue)
    }

    @Test func aJPEGGivesItsPixelsWithinItsLoss() throws {
        let image = try Self.decode("formats/halves.jpg").get()
        #expect((image.width, image.height) == (8, 4))
        let left = Self.pixel(image, 1, 1)
        let right = Self.pixel(image, 6, 2)
        #expect(left[0] > 200 && left[2] < 60, "\(left)")
        #expect(right[2] > 200 && right[0] < 60, "\(right)")
    }

    @Test func anImageIsScaledDownToTheSideAskedForWithItsShapeKept() throws {
        let image = try Self.decode("formats/halves.png", side: 4).get()
        #expect((image.width, image.height) == (4, 2))
        #expect(Self.pixel(image, 0, 0) == Self.red)
        #expect(Self.pixel(image, 3, 1) == Self.blue)
    }

    @Test func bytesAndPixelsDecodeAsAFileDoes() throws {
        let data = try Data(contentsOf: Self.fixture("formats/halves.webp"))
        let fromBytes = try ImageDecoding.decode(TerminalImage(data: data, name: "halves"), maximumSide: 64).get()
        #expect(Self.pixel(fromBytes, 0, 0) == Self.red)
        let pixels = Data(Self.red + Self.blue)
        let made = try ImageDecoding.decode(
            TerminalImage(rgbaPixels: pixels, width: 2, height: 1, name: "two"), maximumSide: 64
        ).get()
        #expect(made.pixels == Self.red + Self.blue)
    }

    /// Each hostile file, the reason it is refused, and what the anomaly says.
    @Test(arguments: [
        ("hostile/empty.png", ImageAnomaly.Reason.empty, ""),
        ("hostile/text.png", .notAnImage, "22 bytes"),
        ("hostile/huge-header.png", .tooLarge, "65535 × 65535 pixels"),
        ("hostile/bomb.png", .tooLarge, "20000 × 20000 pixels"),
        ("hostile/missing.png", .unreadable, "No such file or directory"),
        ("hostile", .unreadable, "not a regular file"),
    ])
    func aHostileFileIsAnAnomaly(path: String, reason: ImageAnomaly.Reason, detail: String) {
        let result = Self.decode(path)
        guard case .failure(let anomaly) = result else {
            Issue.record("\(path) decoded")
            return
        }
        #expect(anomaly.reason == reason)
        #expect(anomaly.detail == detail)
        #expect(anomaly.image == Self.fixture(path).standardizedFileURL.path)
        #expect(anomaly.description.contains("cannot be shown: \(reason.name)"))
    }

    @Test func aTruncatedPNGIsCorrupt() {
        guard case .failure(let anomaly) = Self.decode("hostile/truncated.png") else {
            Issue.record("the truncated file decoded")
            return
        }
        #expect(anomaly.reason == .corrupt)
    }

    @Test func pixelsOfAnotherCountThanTheSizeAreCorrupt() {
        let image = TerminalImage(rgbaPixels: Data(count: 10), width: 2, height: 2, name: "short")
        guard case .failure(let anomaly) = ImageDecoding.decode(image, maximumSide: 64) else {
            Issue.record("short pixels decoded")
            return
        }
        #expect(anomaly.reason == .corrupt)
        #expect(anomaly.detail == "10 bytes for 2 × 2 pixels, not 16")
    }

    @Test func madePixelsBeyondTheLimitAreNeverMade() {
        let image = TerminalImage(name: "vast", width: 100_000, height: 100_000) {
            Issue.record("the pixels were made")
            return Data()
        }
        guard case .failure(let anomaly) = ImageDecoding.decode(image, maximumSide: 64) else {
            Issue.record("decoded")
            return
        }
        #expect(anomaly.reason == .tooLarge)
    }
}
