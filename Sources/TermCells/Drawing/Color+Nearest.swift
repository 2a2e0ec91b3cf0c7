/// The palette a 24-bit colour falls back to where the terminal has no true colour.
///
/// - 256 colours: the nearest entry of xterm's 6×6×6 cube (levels 0, 95, 135, 175, 215, 255,
///   indices 16–231) or of its grey ramp (8 to 238 in steps of 10, indices 232–255), by the
///   squared distance of red, green and blue; a tie goes to the cube.
/// - 16 colours: the nearest of xterm's 16 ANSI colours, by the same distance; on 8 colours,
///   that colour without its bright half (index modulo 8).
extension Color {
    /// The nearest of the 256 indexed colours to a 24-bit colour; the colour's own index for
    /// the others, nil for the default. Pure red is 196, pure white 231, `#808080` is 244.
    public var nearestIndexed: UInt8? {
        switch self {
        case .default: return nil
        case .ansi(let value): return value % 16
        case .indexed(let value): return value
        case .rgb(let red, let green, let blue): return Self.nearestIndexed(Int(red), Int(green), Int(blue))
        }
    }

    /// The nearest of the 16 ANSI colours (0–15); nil for the default. Pure red is 9 (bright
    /// red), `#CD0000` is 1.
    package var nearestANSI: UInt8? {
        switch self {
        case .default: return nil
        case .ansi(let value): return value % 16
        case .indexed(let value): return UInt8(Self.nearestANSI(to: Self.components(ofIndex: Int(value))))
        case .rgb(let red, let green, let blue): return UInt8(Self.nearestANSI(to: (Int(red), Int(green), Int(blue))))
        }
    }

    /// The levels of the cube's six steps.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's 16 ANSI colours.
    private static let ansiComponents: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
        (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
    }

    /// The step of the cube nearest to `level`.
    private static func cubeStep(_ level: Int) -> Int {
        var best = 0
        for step in 1..<cubeLevels.count where abs(cubeLevels[step] - level) < abs(cubeLevels[best] - level) {
            best = step
        }
        return best
    }

    private static func nearestIndexed(_ red: Int, _ green: Int, _ blue: Int) -> UInt8 {
        let steps = (cubeStep(red), cubeStep(green), cubeStep(blue))
        let cube = (cubeLevels[steps.0], cubeLevels[steps.1], cubeLevels[steps.2])
        let cubeIndex = 16 + steps.0 * 36 + steps.1 * 6 + steps.2
        // The grey nearest to the colour's average.
        let average = (red + green + blue) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        let color = (red, green, blue)
        return distance((grey, grey, grey), color) < distance(cube, color) ? UInt8(232 + greyStep) : UInt8(cubeIndex)
    }

    /// The red, green and blue of entry `index` of the xterm 256-colour palette.
    package static func components(ofIndex index: Int) -> (Int, Int, Int) {
        if index < 16 { return ansiComponents[max(0, index)] }
        if index >= 232 {
            let level = (index - 232) * 10 + 8
            return (level, level, level)
        }
        let cube = index - 16
        return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    }

    /// The index of the ANSI colour nearest to `components`; the first of equals.
    package static func nearestANSI(to components: (Int, Int, Int)) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (candidate, value) in ansiComponents.enumerated() {
            let distance = distance(value, components)
            if distance < bestDistance {
                bestDistance = distance
                best = candidate
            }
        }
        return best
    }
}
