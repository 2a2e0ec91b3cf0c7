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

private final class SectionHeaderView: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class FooterView: SupplementaryView {}

private final class BadgeView: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

@MainActor
@Test func registrationArticleSupplementariesRegisterAndUnregister() {
    let manager = TableManager()
    manager.register(PostCell.self)
    manager.registerHeader(SectionHeaderView.self)
    manager.registerFooter(SupplementaryView.self, for: String.self) { view, text, _ in view.text = text }
    manager.registerSupplementary(BadgeView.self, ofKind: "badge")
    manager.memoryStorage.setSectionHeaderModels(["Posts"])
    manager.memoryStorage.setSectionFooterModels(["1 post"])
    manager.memoryStorage.setItems([Post(title: "Hello", author: "Ann")])
    manager.host.showsScrollIndicator = false

    let driver = ScreenDriver(manager, width: 12, height: 3)
    #expect(driver.lines == ["Posts", "  Hello", "1 post"])

    var anomalies: [ManagerAnomaly] = []
    manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
    manager.unregister(PostCell.self)
    manager.unregisterHeader(SectionHeaderView.self)
    manager.unregisterFooter(FooterView.self)
    manager.unregisterSupplementary(BadgeView.self, forKind: "badge")
    manager.memoryStorage.setItems([Post(title: "Hello", author: "Ann")])
    driver.redraw()
    // The post has no cell any more: an anomaly, drawn as a placeholder. (A text header with
    // no view of its own is drawn as text; the footer's own mapping, SupplementaryView's,
    // stays: FooterView was never registered.)
    #expect(!anomalies.isEmpty)
    #expect(driver.lines == ["Posts", "⚠ no cell m…", "1 post"])
}

private final class MyCell: TableCell {}
private final class DesignedCell: TableCell {}

@MainActor
@Test func registrationArticleHostWithoutManagerDequeuesByType() {
    let host = TableHost()
    let indexPath = IndexPath(item: 0, section: 0)
    host.register(cells: [.type(MyCell.self), .template(DesignedCell.self)])
    let cell: MyCell = host.dequeueCell(at: indexPath)  // identifier inferred from the type
    #expect(type(of: cell) == MyCell.self)
}
