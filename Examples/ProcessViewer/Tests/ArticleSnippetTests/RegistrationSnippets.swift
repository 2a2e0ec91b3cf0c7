import Foundation
import TermCells
import TermCellsTesting
import Testing

// The Registration article's snippets, typed as a user would.

private struct Post {
    var title: String
    var author: String
}

private struct MenuItem {
    var title: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

@MainActor
@Test func registrationArticleSnippetsDrawWhatTheySay() {
    let manager = TableManager()
    var opened: [String] = []
    manager.register(PostCell.self) { mapping in
        mapping.didSelect { _, post, _ in opened.append(post.title) }
    } handler: { cell, post, _ in
        cell.detailText = post.author
    }
    manager.register(TableCell.self, for: MenuItem.self) { cell, item, _ in
        cell.text = item.title
    }
    manager.memoryStorage.setItems([Post(title: "Hello", author: "Ann"), MenuItem(title: "Settings")] as [Any])

    let driver = ScreenDriver(manager, width: 30, height: 3)
    #expect(driver.lines == ["  Hello                    Ann", "  Settings", ""])
    driver.press(.enter)
    #expect(opened == ["Hello"])
}
