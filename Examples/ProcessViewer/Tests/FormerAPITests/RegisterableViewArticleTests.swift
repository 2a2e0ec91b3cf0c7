import Foundation
import TermCells
import Testing

// A program written against TermCells 0.1 from the seeds' RegisterableView article, which
// does by hand what the article's UIKit code does: looks a template up as `UINib(nibName:
// bundle:)` does, registers it for an identifier as `register(_:forCellReuseIdentifier:)`
// does, and dequeues by identifier as `dequeueReusableCell(withIdentifier:for:)` does. These
// names are TermCells' API until 2.0; this file must keep compiling, warnings at most.

private final class CardCell: TableCell {
    override class var outletNames: [String] { ["title", "date"] }
}

@MainActor
@Suite struct RegisterableViewArticleTests {
    @Test func aTemplateIsLookedUpByNameAndBundleWithThreeAnswers() throws {
        switch TemplateLoader.shared.template(named: "Card", in: .module) {
        case .found(let template):
            #expect(template.name == "Card")
            #expect(template.height == 1)
            #expect(template.outletNames == ["title", "date"])
        case .notFound, .failed:
            Issue.record("Card.template is in the test bundle")
        }
        #expect(TemplateLoader.shared.template(named: "NoSuchCard", in: .module) == .notFound)
        guard case .failed(let error) = TemplateLoader.shared.template(named: "Broken", in: .module) else {
            Issue.record("Broken.template has an unknown style word")
            return
        }
        #expect(error.line == 3)
        #expect(error.description.contains("blod"))
    }

    @Test func aTemplateSourceRegisteredByIdentifierIsDequeuedByIdentifier() {
        let host = TableHost()
        let source = host.templateSource(for: CardCell.self, named: "Card", in: .module, kind: .cell, explicit: true)
        switch source.origin {
        case .template(let name): #expect(name == "Card")
        case .code, .screen: Issue.record("Card.template exists: the source is the template")
        }
        #expect(source.viewType == CardCell.self)
        host.register(source, kind: .cell, identifier: "card")
        #expect(host.reuseQueues.registration(kind: .cell, identifier: "card")?.viewType == CardCell.self)

        let view = host.reuseQueues.dequeue(kind: .cell, identifier: "card")
        #expect(view is CardCell)
        #expect(view?.template?.name == "Card")
        #expect(host.reuseQueues.dequeue(kind: .cell, identifier: "nothing registered") == nil)
    }

    @Test func aMissingTemplateIsMadeInCodeAndAMissingExplicitOneIsAnAnomaly() {
        let host = TableHost()
        var anomalies: [String] = []
        host.anomalyHandler.anomalyAction = { anomalies.append($0.description) }
        let quiet = host.templateSource(
            for: CardCell.self, named: "NoSuchCard", in: .module, kind: .cell, explicit: false)
        #expect(quiet.origin == .code)
        #expect(anomalies.isEmpty)
        let named = host.templateSource(
            for: CardCell.self, named: "NoSuchCard", in: .module, kind: .cell, explicit: true)
        #expect(named.origin == .code)
        #expect(anomalies.count == 1)
        #expect(ViewSource.code(CardCell.self).origin == .code)
    }

    @Test func aBrokenTemplateDrawsItsReasonInPlaceOfTheView() {
        let host = TableHost()
        var anomalies: [String] = []
        host.anomalyHandler.anomalyAction = { anomalies.append($0.description) }
        let source = host.templateSource(for: CardCell.self, named: "Broken", in: .module, kind: .cell, explicit: true)
        host.register(source, kind: .cell, identifier: "broken")
        let view = host.reuseQueues.dequeue(kind: .cell, identifier: "broken")
        #expect(view?.templateFailure?.contains("blod") == true)
        #expect(anomalies.count == 1)
    }
}
