import TermCellsTesting

@testable import TermCells

/// The `ScreenDriver` of a rig, made at the first frame a test draws rather than with the
/// rig: a driver draws its first frame as it is made, and a rig's tests register and fill the
/// storage first, so their first frame stays the host's first (what it measures, dequeues and
/// reports then is what they assert), as in a program that fills its storage before it runs.
@MainActor
final class RigScreen<Content: ScreenDrivable> {
    let content: Content
    /// The screen's size until the driver is made.
    private let initialSize: Size
    private var made: ScreenDriver<Content>?

    init(_ content: Content, width: Int, height: Int) {
        self.content = content
        initialSize = Size(width: width, height: height)
    }

    /// The driver; made, and its first frame drawn, on first use.
    var driver: ScreenDriver<Content> {
        if let made { return made }
        let driver = ScreenDriver(content, width: initialSize.width, height: initialSize.height)
        made = driver
        return driver
    }

    var size: Size { made?.size ?? initialSize }

    /// The screen as last drawn (drawn first, when nothing was).
    var buffer: ScreenBuffer { driver.buffer }

    /// Draws a frame: the driver's first, or one more on the cells of the last.
    func draw() {
        if let made { made.redraw() } else { _ = driver }
    }
}
