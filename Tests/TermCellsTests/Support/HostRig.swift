import Testing

@testable import TermCells

/// What every rig does with its host and screen: draw, press keys, click; written once for
/// ``TableRig`` and ``GridRig``.
@MainActor
protocol HostRig {
    associatedtype Host: CollectionHost
    var host: Host { get }
    var buffer: ScreenBuffer { get }
}

extension HostRig {
    /// Draws a frame and returns its lines.
    @discardableResult
    func draw() -> [String] {
        host.draw(in: buffer)
        return buffer.lines
    }

    /// Sends a key, then draws.
    @discardableResult
    func press(_ key: Key, times: Int = 1) -> [String] {
        for _ in 0..<times {
            host.handle(.key(KeyEvent(key)))
            host.draw(in: buffer)
        }
        return buffer.lines
    }

    /// Sends a mouse event in host coordinates, then draws.
    @discardableResult
    func mouse(_ kind: MouseEvent.Kind, x: Int = 3, y: Int) -> [String] {
        host.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        host.draw(in: buffer)
        return buffer.lines
    }
}
