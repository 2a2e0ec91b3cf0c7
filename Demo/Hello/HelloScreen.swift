import TermCellsCurses

/// The first screen: attributes, colours, CJK and emoji, and alignment that stays exact
/// with wide characters.
@MainActor
final class HelloScreen: ApplicationContent {
    /// Seconds since the screen started, counted by a timer of the application.
    private var seconds = 0
    /// The keys decoded last, oldest first, with their modifiers.
    private var lastKeys: [KeyEvent] = []
    /// How many keys the Keys line keeps.
    private static let keysShown = 4
    private var clock: ApplicationTimer?

    func draw(on canvas: CursesCanvas, application: Application) {
        let size = canvas.size
        canvas.fill(style: .plain)
        let content = Chrome.draw(
            on: canvas, title: "TermCells — hello",
            // Accessible mode keeps frames quiet: no clock ticking on the status line.
            status: "Terminal: \(size.width)×\(size.height)" + (application.isAccessible ? "" : " · up \(seconds) s"),
            help: "q quit"
        )
        let area = canvas.child(in: content)
        var row = 1
        func line(_ draw: (Int) -> Void) {
            guard row < area.size.height else { return }
            draw(row)
            row += 1
        }
        line { y in
            var x = area.draw("Styles: ", at: Point(x: 2, y: y), style: .bold)
            for (name, style) in [
                ("bold", Style.bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
                ("reverse", .reverse),
            ] {
                x += area.draw(name, at: Point(x: 2 + x, y: y), style: style)
                x += area.draw(" ", at: Point(x: 2 + x, y: y))
            }
        }
        line { y in
            var x = 2 + area.draw("16 colours: ", at: Point(x: 2, y: y), style: .bold)
            for index in 0..<16 {
                x += area.draw("██", at: Point(x: x, y: y), style: Style(foreground: .ansi(UInt8(index))))
            }
        }
        line { y in
            var x = 2 + area.draw("256 colours: ", at: Point(x: 2, y: y), style: .bold)
            for index in stride(from: 16, to: 232, by: 6) where x < area.size.width - 2 {
                x += area.draw("█", at: Point(x: x, y: y), style: Style(foreground: .indexed(UInt8(index))))
            }
        }
        line { y in
            var x = 2 + area.draw("True colour: ", at: Point(x: 2, y: y), style: .bold)
            let steps = max(0, min(Self.gradientSteps, area.size.width - x - 2 - 16))
            for step in 0..<steps {
                x += area.draw("█", at: Point(x: x, y: y), style: Style(foreground: Self.gradient(step, of: steps)))
            }
            area.draw(" " + Self.trueColorNote(application.terminal), at: Point(x: x, y: y), style: .dim)
        }
        line { y in
            // The same gradient in its nearest 256 colours: what a terminal without true colour shows.
            var x = 2 + area.draw("     as 256: ", at: Point(x: 2, y: y), style: .dim)
            let steps = max(0, min(Self.gradientSteps, area.size.width - x - 2 - 16))
            for step in 0..<steps {
                let nearest = Self.gradient(step, of: steps).nearestIndexed ?? 0
                x += area.draw("█", at: Point(x: x, y: y), style: Style(foreground: .indexed(nearest)))
            }
        }
        line { y in
            let x = 2 + area.draw("CJK: ", at: Point(x: 2, y: y), style: .bold)
            area.draw("漢字とかな、한국어", at: Point(x: x, y: y), style: Style(foreground: .green))
        }
        line { y in
            let x = 2 + area.draw("Emoji: ", at: Point(x: 2, y: y), style: .bold)
            area.draw("🚀 ✨ 🎉 🐙", at: Point(x: x, y: y), style: Style(foreground: .yellow))
        }
        line { y in
            let x = 2 + area.draw("Link: ", at: Point(x: 2, y: y), style: .bold)
            let width = area.draw(
                Self.linkText, at: Point(x: x, y: y), style: Style(foreground: .cyan, attributes: .underline),
                link: Self.link)
            let note = application.terminal.sendsLinks ? "(OSC 8 link)" : "(no links on this terminal)"
            area.draw(" " + note, at: Point(x: x + width, y: y), style: .dim)
        }
        line { y in
            let x = 2 + area.draw("Keys: ", at: Point(x: 2, y: y), style: .bold)
            let keys =
                lastKeys.isEmpty ? "press any (q quits)" : lastKeys.map(\.description).joined(separator: "  ")
            let kind = application.terminal.tellsKeysApart ? "(told apart)" : "(as the terminal sends them)"
            let width = area.draw(keys, at: Point(x: x, y: y))
            area.draw(" " + kind, at: Point(x: x + width, y: y), style: .dim)
        }
        line { _ in }
        let boxWidth = max(4, min(30, area.size.width - 6))
        for (text, alignment) in [("left", TextAlignment.left), ("centre 中央", .center), ("right 右", .right)] {
            line { y in
                area.draw("│", at: Point(x: 2, y: y), style: .dim)
                area.draw(
                    text, at: Point(x: 3, y: y), width: boxWidth, alignment: alignment, style: Style(foreground: .cyan))
                area.draw("│", at: Point(x: 3 + boxWidth, y: y), style: .dim)
            }
        }
    }

    /// Where the Link line leads: the specification of terminal links.
    private static let link = Hyperlink("https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda")
    private static let linkText = "Hyperlinks in terminal emulators"

    /// Cells in the gradients, at most.
    private static let gradientSteps = 36

    /// Step `step` of `steps` of a gradient around the colour wheel, red to magenta.
    private static func gradient(_ step: Int, of steps: Int) -> Color {
        let hue = Double(step) / Double(max(1, steps)) * 5
        let sector = Int(hue)
        let rising = UInt8(((hue - Double(sector)) * 255).rounded())
        let falling = 255 - rising
        switch sector {
        case 0: return .rgb(red: 255, green: rising, blue: 0)
        case 1: return .rgb(red: falling, green: 255, blue: 0)
        case 2: return .rgb(red: 0, green: 255, blue: rising)
        case 3: return .rgb(red: 0, green: falling, blue: 255)
        default: return .rgb(red: rising, green: 0, blue: 255)
        }
    }

    /// How this terminal shows the gradient.
    private static func trueColorNote(_ terminal: CursesTerminal) -> String {
        guard terminal.usesColor else { return "(no colour)" }
        return terminal.sendsTrueColor ? "(24-bit)" : "(nearest colours)"
    }

    func handle(_ event: InputEvent, application: Application) {
        if clock == nil, !application.isAccessible {
            clock = application.every(.seconds(1)) { [weak self] in self?.seconds += 1 }
        }
        guard case .key(let key) = event else { return }
        if key.key == .character("q") && key.modifiers.isEmpty { return application.quit(status: 0) }
        lastKeys = Array((lastKeys + [key]).suffix(Self.keysShown))
    }
}
