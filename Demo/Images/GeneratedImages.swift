import Foundation
import TermCellsImages

/// The images `termcells-demo images` shows without a folder: pictures made from their number
/// when first shown — a sky of one hue fading to another, and a sun of a third — so that ten
/// thousand cost nothing until they are on screen.
enum GeneratedImages {
    static let width = 96
    static let height = 64

    /// Image `index` (from 0), named `image-00001` and up.
    static func image(_ index: Int) -> TerminalImage {
        let name = name(of: index)
        return TerminalImage(name: name, width: width, height: height, altText: "generated \(name)") {
            pixels(of: index)
        }
    }

    static func name(of index: Int) -> String {
        let number = String(index + 1)
        return "image-" + String(repeating: "0", count: max(0, 5 - number.count)) + number
    }

    /// The three colours of image `index`: sky top, sky bottom and sun, hues a golden angle apart.
    static func colors(of index: Int) -> (top: [UInt8], bottom: [UInt8], sun: [UInt8]) {
        let hue = (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        return (
            rgb(hue: hue, value: 0.95), rgb(hue: (hue + 0.25).truncatingRemainder(dividingBy: 1), value: 0.45),
            rgb(hue: (hue + 0.5).truncatingRemainder(dividingBy: 1), value: 1)
        )
    }

    static func pixels(of index: Int) -> Data {
        let (top, bottom, sun) = colors(of: index)
        let centre = (x: Double(width) * (0.25 + Double(index % 5) * 0.125), y: Double(height) * 0.4)
        let radius = Double(height) * 0.22
        var data = Data(count: width * height * 4)
        data.withUnsafeMutableBytes { raw in
            guard let bytes = raw.bindMemory(to: UInt8.self).baseAddress else { return }
            for y in 0..<height {
                let fraction = Double(y) / Double(height - 1)
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    let dx = Double(x) - centre.x
                    let dy = (Double(y) - centre.y)
                    let inSun = dx * dx + dy * dy <= radius * radius
                    for channel in 0..<3 {
                        let sky = Double(top[channel]) * (1 - fraction) + Double(bottom[channel]) * fraction
                        bytes[offset + channel] = inSun ? sun[channel] : UInt8(sky.rounded())
                    }
                    bytes[offset + 3] = 255
                }
            }
        }
        return data
    }

    /// A colour of full saturation from its hue (0 to 1) and value.
    private static func rgb(hue: Double, value: Double) -> [UInt8] {
        let sector = hue * 6
        let rising = sector - sector.rounded(.down)
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (1, rising, 0)
        case 1: (r, g, b) = (1 - rising, 1, 0)
        case 2: (r, g, b) = (0, 1, rising)
        case 3: (r, g, b) = (0, 1 - rising, 1)
        case 4: (r, g, b) = (rising, 0, 1)
        default: (r, g, b) = (1, 0, 1 - rising)
        }
        return [r, g, b].map { UInt8(($0 * value * 255).rounded()) }
    }
}
