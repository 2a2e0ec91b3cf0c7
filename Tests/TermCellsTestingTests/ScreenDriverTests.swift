import Foundation
import TermCells
import TermCellsTesting
import Testing

private final class FruitCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A screen of the user's own: it draws its size and the last key it heard.
@MainActor
private final class EchoScreen: ScreenDrivable {
    var lastEvent = "none"
    var size = Size.zero

    func draw(in canvas: any Canvas) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        canvas.draw("\(size.width)x\(size.height)", at: Point(x: 0, y: 0), style: .plain)
        canvas.draw(lastEvent, at: Point(x: 0, y: 1), style: .plain)
    }

    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .resize(let newSize): size = newSize
        case .key(let key): lastEvent = "key \(key)"
        case .mouse(let mouse): lastEvent = "mouse \(mouse.kind) at \(mouse.location.x),\(mouse.location.y)"
        case .paste(let text): lastEvent = "paste \(text)"
        }
        return true
    }
}

@MainActor
private func fruitManager() -> TableManager {
    let manager = TableManager()
    manager.register(FruitCell.self)
    manager.memoryStorage.setSectionHeaderModels(["Fruit"])
    manager.memoryStorage.setItems(["Apple", "Banana", "Cherry"], forSection: 0)
    return manager
}

@MainActor
@Suite struct ScreenDriverTests {
    @Test func aManagerIsDrawnAndDrivenByKeys() {
        let screen = ScreenDriver(fruitManager(), width: 20, height: 5)
        expectScreen(
            screen,
            """
            Fruit
              Apple
              Banana
              Cherry
            """)
        screen.press(.down, times: 2)
        #expect(screen.content.host.cursor == IndexPath(item: 2, section: 0))
        expectScreen(
            screen,
            """
            Fruit
              Apple
              Banana
            «  Cherry            »
            """, marking: \.standsOut)
    }

    @Test func aMismatchNamesTheRowAndShowsBothScreens() {
        let screen = ScreenDriver(fruitManager(), width: 20, height: 5)
        withKnownIssue {
            expectScreen(
                screen,
                """
                Fruit
                  Apricot
                """)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                """
                the screen differs at row 2:
                  expected: "  Apricot"
                  actual:   "  Apple"
                expected screen:
                  1 │Fruit
                  2 │  Apricot
                actual screen:
                  1 │Fruit
                  2 │  Apple
                  3 │  Banana
                  4 │  Cherry
                """)
        }
    }

    @Test func yourOwnScreenGetsResizesKeysAndMouse() {
        let screen = ScreenDriver(EchoScreen(), width: 30, height: 2)
        #expect(screen.text == "30x2\nnone")
        screen.resize(width: 40, height: 3)
        #expect(screen.lines == ["40x3", "none", ""])
        screen.type("q")
        #expect(screen.lines[1] == "key q")
        screen.click(x: 4, y: 1)
        #expect(screen.lines[1] == "mouse release(button: 1) at 4,1")
        screen.scrollWheel(-1, x: 2, y: 0)
        #expect(screen.text(marking: { _ in false }) == "40x3\nmouse wheelUp at 2,0")
    }

    @Test func goldenFilesAreRecordedWhenMissingThenCompared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fruit.txt").path
        let screen = ScreenDriver(fruitManager(), width: 20, height: 5)
        withKnownIssue {
            expectScreen(screen, matchesGoldenFile: file)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "no golden file at \(file): recorded the current screen there; check it and run again"
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "Fruit\n  Apple\n  Banana\n  Cherry\n")
        expectScreen(screen, matchesGoldenFile: file)
        screen.press(.end)
        screen.content.memoryStorage.setItems(["Fig"], forSection: 0)
        screen.redraw()
        withKnownIssue {
            expectScreen(screen, matchesGoldenFile: file)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("golden file fruit.txt: the screen differs at row 2:")
        }
    }
}
