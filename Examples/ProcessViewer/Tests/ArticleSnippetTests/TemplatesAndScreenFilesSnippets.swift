import Foundation
import TermCells
import TermCellsTesting
import Testing

// The Templates and screen files article's snippets, typed as a user would. Its `Package.swift`
// line is this package's own: the ArticleSnippetTests target has `resources:
// [.process("Resources")]`, which makes the `.module` bundle the snippets name.

private struct Post {
    var title: String
    var date: Date
    var author: String
}

private final class PostCell: TableCell, ModelTransfer {
    override class var outletNames: [String] { ["title", "date", "author"] }

    func update(with model: Post) {
        text = model.title  // the code design, when there is no template
        outlets["title"] = model.title
        outlets["date"] = model.date.formatted()
        outlets["author"] = model.author
    }
}

private final class CompactPostCell: TableCell {
    override class var templateName: String? { "PostCell" }  // shares PostCell's design
    override class var templateBundle: Bundle? { .module }  // looked up in this bundle only
}

@MainActor
@Test func templatesArticleCellWithoutTemplateIsMadeInCode() {
    var anomalies: [ManagerAnomaly] = []
    let manager = TableManager()
    manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
    manager.register(PostCell.self)  // PostCell.template in MyApp's Resources is used
    manager.memoryStorage.setItems([Post(title: "Hello", date: Date(timeIntervalSince1970: 0), author: "Ann")])
    manager.host.showsScrollIndicator = false
    // There is no PostCell.template in this target's resources: the code design, silently.
    let screen = ScreenDriver(manager, width: 12, height: 1)
    expectScreen(screen, "  Hello")
    #expect(anomalies.isEmpty)
    #expect(CompactPostCell.templateName == "PostCell")
}

@MainActor
@Test func templatesArticleMappingLooksInTheNamedBundle() {
    var anomalies: [ManagerAnomaly] = []
    let manager = TableManager()
    manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
    manager.register(PostCell.self) { mapping in
        mapping.bundle = .module
    }
    manager.memoryStorage.setItems([Post(title: "Hello", date: Date(timeIntervalSince1970: 0), author: "Ann")])
    manager.host.showsScrollIndicator = false
    let screen = ScreenDriver(manager, width: 12, height: 1)
    expectScreen(screen, "  Hello")
    #expect(anomalies.isEmpty)
}

private struct Mail {
    var subject: String
}

private final class MessageCell: TableCell, ModelTransfer {
    func update(with model: Mail) { outlets["subject"] = model.subject }
}

@MainActor
@Test func templatesArticleScreenFileHostsTakeTheManagersRegistrations() throws {
    let terminalSize = Size(width: 40, height: 4)

    let screen = try ScreenLoader.load(
        named: "Mail", in: .module, size: terminalSize,
        viewTypes: [MessageCell.self])
    let messages = TableManager(host: screen.tableHost(named: "messages") ?? TableHost())
    messages.register(MessageCell.self) { mapping in
        mapping.cellRegisteredByStoryboard = true
    }
    messages.registerFooter(SupplementaryView.self, for: String.self) { mapping in
        mapping.reuseIdentifier = "Count"
        mapping.supplementaryRegisteredByStoryboard = true
    } handler: { view, text, _ in
        view.outlets["title"] = text
    }

    messages.memoryStorage.setItems([Mail(subject: "Lunch?"), Mail(subject: "Build passed")])
    messages.memoryStorage.setSectionFooterModels(["2 messages"])
    messages.host.showsScrollIndicator = false
    let driver = ScreenDriver(
        width: terminalSize.width, height: terminalSize.height, draw: screen.draw(in:), handle: screen.handle)
    expectScreen(
        driver,
        """
                     Lunch?
                     Build passed
                                      2 messages
        """)
}

@MainActor
@Test func templatesArticleHostFactoryMakesTheKind() throws {
    let before = ScreenLoader.hostFactories["grid"]
    defer { ScreenLoader.hostFactories["grid"] = before }

    ScreenLoader.hostFactories["grid"] = { declaration in GridHost() }
    let file = try ScreenLoader.parse("grid photos x=0 y=0 width=* height=*\n", name: "Photos")
    let screen = try ScreenLoader.instantiate(file, size: Size(width: 20, height: 4))
    #expect(screen.host(named: "photos") is GridHost)
}
