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

private struct LockablePost {
    var title: String
    var isLocked = false
    var isExpanded = false
}

private final class LockablePostCell: TableCell, ModelTransfer {
    func update(with model: LockablePost) { text = model.title }
}

@MainActor
@Test func eventsArticleMappingEventsRunOnTheirItem() {
    typealias Post = LockablePost
    typealias PostCell = LockablePostCell
    var opened: [String] = []
    var prefetched: [String] = []
    var deleted: [String] = []
    func open(_ post: Post) { opened.append(post.title) }
    func prefetchAvatar(_ post: Post) { prefetched.append(post.title) }
    func delete(_ post: Post) { deleted.append(post.title) }

    let manager = TableManager()
    manager.register(PostCell.self) { mapping in
        mapping.didSelect { cell, post, indexPath in open(post) }
        mapping.shouldSelect { cell, post, indexPath in !post.isLocked }
        mapping.willDisplay { cell, post, indexPath in prefetchAvatar(post) }
        mapping.heightForCell { post, indexPath in post.isExpanded ? 3 : 1 }
        mapping.onKey("d") { cell, post, indexPath in delete(post) }
    }
    manager.memoryStorage.setItems([
        Post(title: "locked", isLocked: true), Post(title: "tall", isExpanded: true), Post(title: "last"),
    ])
    manager.host.showsScrollIndicator = false
    let screen = ScreenDriver(manager, width: 10, height: 5)
    #expect(screen.lines == ["  locked", "  tall", "", "", "  last"])
    #expect(prefetched == ["locked", "tall", "last"])
    screen.press(.enter)  // locked: not selected
    screen.press(.down)
    screen.press(.enter)
    screen.type("d")
    #expect(opened == ["tall"])
    #expect(deleted == ["tall"])
}

@MainActor
@Test func eventsArticleManagerLevelEventsCompile() {
    var opened: [String] = []
    let manager = TableManager()
    manager.register(PostCell.self)
    manager.didSelect(PostCell.self) { cell, post, indexPath in opened.append(post.title) }
    manager.heightForCell(withItem: Post.self) { post, indexPath in 2 }
    manager.memoryStorage.setItems([Post(title: "a"), Post(title: "b")])
    manager.host.showsScrollIndicator = false
    let screen = ScreenDriver(manager, width: 10, height: 4)
    #expect(screen.lines == ["  a", "", "  b", ""])
    screen.press(.enter)
    #expect(opened == ["a"])
}
