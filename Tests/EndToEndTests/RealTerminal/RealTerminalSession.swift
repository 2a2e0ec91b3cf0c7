import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal under a virtual X display (Xvfb) — xterm as a VT340 (sixel graphics, 256
/// colour registers) or kitty (its graphics protocol, software OpenGL) — running a shell script
/// in a folder of its own: keys go in through xdotool, and screenshots of its window
/// (ImageMagick's `import`) come out as pixels. What a model terminal cannot tell — where an
/// image lands, what a repaint leaves — a screenshot does.
final class RealTerminalSession {
    /// The terminals a session runs.
    enum Terminal {
        case xtermVT340
        case kitty

        /// The programs a session in it needs, by the Debian package that has them.
        var tools: [String: String] {
            let common = ["Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"]
            switch self {
            case .xtermVT340: return common.merging(["xterm": "xterm"]) { first, _ in first }
            case .kitty: return common.merging(["kitty": "kitty"]) { first, _ in first }
            }
        }

        /// The packages of the tools missing on this machine (empty when a session can run).
        var missingPackages: [String] {
            let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return tools.filter { tool, _ in
                !path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
            }
            .map(\.value).sorted()
        }

        /// The border around the cells, in pixels (xterm's `internalBorder`, kitty's padding).
        var border: Int {
            switch self {
            case .xtermVT340: 2
            case .kitty: 0
            }
        }

        /// Its window's class, as xdotool finds it.
        var windowClass: String {
            switch self {
            case .xtermVT340: "xterm"
            case .kitty: "kitty"
            }
        }

        /// The command that opens it, `width` × `height` cells, running `script`.
        func command(width: Int, height: Int, script: String) -> [String] {
            switch self {
            case .xtermVT340:
                return [
                    "xterm", "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm",
                    "XTerm*numColorRegisters: 256", "-fa", "DejaVu Sans Mono", "-fs", "11", "-geometry",
                    "\(width)x\(height)+0+0", "-e", "sh", script,
                ]
            case .kitty:
                // No user's configuration; no padding, bell or cursor blink to change pixels.
                return [
                    "env", "LIBGL_ALWAYS_SOFTWARE=1", "kitty", "--config", "NONE", "-o", "font_family=DejaVu Sans Mono",
                    "-o", "font_size=11", "-o", "window_padding_width=0", "-o", "remember_window_size=no", "-o",
                    "initial_window_width=\(width)c", "-o", "initial_window_height=\(height)c", "-o",
                    "cursor_blink_interval=0", "-o", "enable_audio_bell=no", "sh", script,
                ]
            }
        }
    }

    let terminal: Terminal
    let workDirectory: URL
    let display: String
    private var processes: [pid_t] = []
    private(set) var window = ""

    /// Every X client is run under `timeout`: a window that never comes must fail the test,
    /// not hang it.
    ///
    /// Starts Xvfb and `terminal` of `width` × `height` cells running `script` (sh) in the
    /// session's folder, after it writes the size of the terminal in cells and pixels to
    /// `winsize`; waits for the window.
    init(_ terminal: Terminal, width: Int, height: Int, script: String) throws {
        self.terminal = terminal
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-\(terminal.windowClass)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        display = ":\(Self.freeDisplay())"
        let scriptPath = workDirectory.appendingPathComponent("run.sh")
        let sizeProbe =
            "python3 -c 'import fcntl, struct, sys; print(*struct.unpack(\"HHHH\", fcntl.ioctl(0, 0x5413, bytes(8))))' > winsize"
        try "cd \(DemoBinary.shellQuoted(workDirectory.path))\n\(sizeProbe)\n\(script)\nsleep 60\n".write(
            to: scriptPath, atomically: true, encoding: .utf8)
        processes.append(try background(["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]))
        guard wait(until: { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())") }) else {
            throw SessionError("Xvfb did not start on \(display)")
        }
        processes.append(try background(terminal.command(width: width, height: height, script: scriptPath.path)))
        let found = Subprocess.run(
            ["timeout", "30", "xdotool", "search", "--sync", "--class", terminal.windowClass],
            environment: ["DISPLAY": display])
        window = found.output.split(separator: "\n").last.map(String.init) ?? ""
        guard !window.isEmpty else { throw SessionError("no \(terminal.windowClass) window: \(found.error)") }
        _ = Subprocess.run(
            ["timeout", "10", "xdotool", "windowfocus", "--sync", window], environment: ["DISPLAY": display])
    }

    deinit {
        for pid in processes.reversed() {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: workDirectory)
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Types the keys `names` (xdotool's names: `Next`, `ctrl+l`, `q`), one after another.
    func key(_ names: String...) {
        _ = Subprocess.run(
            ["timeout", "10", "xdotool", "key", "--delay", "50"] + names, environment: ["DISPLAY": display])
    }

    /// Resizes the window to `columns` × `rows` cells of `cell` pixels (no window manager
    /// stands between: the X server applies it, and the terminal tells the program).
    func resize(columns: Int, rows: Int, cell: (width: Int, height: Int)) {
        let width = columns * cell.width + 2 * terminal.border
        let height = rows * cell.height + 2 * terminal.border
        _ = Subprocess.run(
            ["timeout", "10", "xdotool", "windowsize", "--sync", window, "\(width)", "\(height)"],
            environment: ["DISPLAY": display])
    }

    /// A cell's size in pixels, as the terminal told the program (`TIOCGWINSZ`).
    var cellSize: (width: Int, height: Int)? {
        guard let text = try? String(contentsOf: workDirectory.appendingPathComponent("winsize"), encoding: .utf8)
        else { return nil }
        let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 4, numbers[0] > 0, numbers[1] > 0, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return (numbers[2] / numbers[1], numbers[3] / numbers[0])
    }

    /// The window as it shows now.
    func screenshot() -> Screenshot? {
        let path = workDirectory.appendingPathComponent("shot.ppm").path
        _ = Subprocess.run(
            ["timeout", "10", "import", "-window", window, "-depth", "8", "ppm:\(path)"],
            environment: ["DISPLAY": display])
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Screenshot(ppm: [UInt8](data), border: terminal.border)
    }

    /// Whether Ctrl-L (the demo's repaint of every cell and picture) leaves the pixels the
    /// window shows now.
    func repaintLeavesTheSameScreen() -> Bool {
        let before = screenshot()
        key("ctrl+l")
        Thread.sleep(forTimeInterval: 0.3)
        return wait { screenshot() == before }
    }

    /// Waits up to `timeout` seconds for `condition` to hold: long, since a screenshot under
    /// the whole suite's load takes a while.
    func wait(timeout: TimeInterval = 60, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return false
    }

    private static func freeDisplay() -> Int {
        (100..<400).first {
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
        } ?? 399
    }

    /// Starts `arguments` in the background, its output thrown away; its pid.
    private func background(_ arguments: [String]) throws -> pid_t {
        let command = arguments.map(DemoBinary.shellQuoted).joined(separator: " ")
        let started = Subprocess.run(
            ["sh", "-c", "\(command) > /dev/null 2>&1 & echo $!"], environment: ["DISPLAY": display])
        guard let pid = pid_t(started.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw SessionError("cannot start \(arguments[0]): \(started.error)")
        }
        return pid
    }
}

/// A screenshot's pixels (a binary PPM's).
struct Screenshot: Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt8]
    /// The border around the terminal's cells, in pixels.
    let border: Int

    init?(ppm bytes: [UInt8], border: Int) {
        self.border = border
        // "P6", width, height, maximum value, each after white space; then the pixels.
        var fields: [Int] = []
        var index = 2
        guard bytes.starts(with: Array("P6".utf8)) else { return nil }
        while fields.count < 3, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            var number = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                number = number * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            fields.append(number)
        }
        index += 1
        guard fields.count == 3, fields[2] == 255, bytes.count >= index + fields[0] * fields[1] * 3 else { return nil }
        (width, height) = (fields[0], fields[1])
        pixels = Array(bytes[index..<(index + width * height * 3)])
    }

    /// The colour at pixel `x`, `y`.
    func color(x: Int, y: Int) -> (Int, Int, Int)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 3
        return (Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
    }

    /// The colour in the middle of cell `column`, `row` of cells `cell` pixels large.
    func color(column: Int, row: Int, cell: (width: Int, height: Int)) -> (Int, Int, Int)? {
        color(
            x: border + column * cell.width + cell.width / 2,
            y: border + row * cell.height + cell.height / 2)
    }
}
