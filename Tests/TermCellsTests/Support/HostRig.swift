import TermCellsTesting
import Testing

@testable import TermCells

/// What every rig does with its host and screen: draw, press keys, click; written once for
/// ``TableRig`` and ``GridRig``. A thin face of the public `ScreenDriver` (see ``RigScreen``),
/// so every frame is drawn as users' tests and the terminal draw it: on the cells of the last.
@MainActor
protocol HostRig {
    associatedtype Host: CollectionHost & ScreenDrivable
    var screen: RigScreen<Host> { get }
}

extension HostRig {
    var host: Host { screen.content }
    var buffer: ScreenBuffer { screen.driver.buffer }

    /// Draws a frame and returns its lines.
    @discardableResult
    func draw() -> [String] {
        screen.draw()
        return buffer.lines
    }

    /// Sends a key, then draws.
    @discardableResult
    func press(_ key: Key, times: Int = 1) -> [String] {
        screen.driver.press(key, times: times)
        return buffer.lines
    }

    /// Sends a mouse event in host coordinates, then draws.
    @discardableResult
    func mouse(_ kind: MouseEvent.Kind, x: Int = 3, y: Int) -> [String] {
        screen.driver.send(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        return buffer.lines
    }

    /// Resizes the screen as a terminal window would be, and draws.
    @discardableResult
    func resize(width: Int, height: Int) -> [String] {
        screen.driver.resize(width: width, height: height)
        return buffer.lines
    }
}
