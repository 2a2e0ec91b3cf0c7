import Foundation
import TermCells
import TermCellsTesting
import Testing

// The Events article's snippets, typed as a user would.

private struct Post {
    var title: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

@MainActor
@Test func aSelectionStaysUntilDeselectedAndFollowsItsItem() {
    let manager = TableManager()
    manager.register(PostCell.self)
    manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b"), Post(title: "c")])
    let screen = ScreenDriver(manager, width: 10, height: 3)
    screen.press(.down)
    screen.press(.enter)
    screen.press(.down)
    #expect(manager.host.selectedIndexPaths == [IndexPath(item: 1, section: 0)])
    manager.memoryStorage.insertItem(Post(title: "new"), to: IndexPath(item: 0, section: 0))
    #expect(manager.host.selectedIndexPaths == [IndexPath(item: 2, section: 0)])
    manager.memoryStorage.removeItems(at: [IndexPath(item: 2, section: 0)])
    #expect(manager.host.selectedIndexPaths.isEmpty)
}

@MainActor
@Test func deselectingInDidSelectMakesEnterAnAction() {
    let manager = TableManager()
    var opened: [String] = []
    func open(_ post: Post) { opened.append(post.title) }
    manager.register(PostCell.self)
    manager.didSelect(PostCell.self) { _, post, indexPath in
        open(post)
        manager.host.deselectItem(at: indexPath)
    }
    manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
    let screen = ScreenDriver(manager, width: 10, height: 2)
    screen.press(.enter)
    screen.press(.enter)
    #expect(opened == ["a", "a"])
    #expect(manager.host.selectedIndexPaths.isEmpty)
}
