import TermCells
import TermCellsTesting
import Testing

// The TermCells overview article's snippet, typed as a user would.

private struct Post {
    var title: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class SectionHeaderView: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

@MainActor
@Test func overviewArticleSnippetDrawsSectionsOfPosts() {
    let todaysPosts = [Post(title: "Release notes"), Post(title: "Lunch")]

    let manager = TableManager()
    manager.register(PostCell.self)  // a ModelTransfer cell, made in code
    manager.registerHeader(SectionHeaderView.self)
    manager.memoryStorage.setSectionHeaderModels(["Today", "Earlier"])
    manager.memoryStorage.setItems(todaysPosts, forSection: 0)

    manager.host.showsScrollIndicator = false
    let driver = ScreenDriver(manager, width: 20, height: 5)
    expectScreen(
        driver,
        """
        Today
          Release notes
          Lunch
        Earlier
        """)
}
