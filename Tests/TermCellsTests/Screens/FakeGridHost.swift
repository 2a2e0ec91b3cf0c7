@testable import TermCells

/// Stands in for the grid host being written elsewhere: a row-major grid of `titles`, each
/// dequeued from the "Tile" prototype and sized by its template.
@MainActor
final class FakeGridHost: ScreenHost {
    let reuseQueues = ReuseQueues()
    var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    var isFocused = false
    var titles: [String] = []

    func draw(in canvas: any Canvas) {
        canvas.fill(style: .plain)
        var point = Point.zero
        for title in titles {
            guard let cell = reuseQueues.dequeue(kind: .cell, identifier: "Tile") else { return }
            cell.outlets["title"] = title
            let size = cell.preferredSize ?? Size(width: 4, height: 1)
            if point.x + size.width > canvas.size.width { point = Point(x: 0, y: point.y + size.height) }
            cell.draw(in: canvas.child(in: Rect(origin: point, size: size)))
            point = point.offsetBy(dx: size.width)
            reuseQueues.enqueue(cell, kind: .cell)
        }
    }

    func handle(_ event: InputEvent) -> Bool { false }
}
