import Foundation
import Testing

@testable import TermCells

// The registration guide's xib rules, with template files in the test bundle's Fixtures.

private struct Card {
    let title: String
    let date: String
    let author: String
}

/// Its design is `Fixtures/PostCardCell.template`; without it, the TableCell code design.
private final class PostCardCell: TableCell, ModelTransfer {
    override class var outletNames: [String] { ["title", "date", "author"] }
    func update(with model: Card) {
        text = model.title
        fillOutlets(fromPropertiesOf: model)
    }
}

/// No template of its name exists anywhere.
private final class CodeOnlyCardCell: TableCell, ModelTransfer {
    func update(with model: Card) { text = model.title }
}

/// `Fixtures/BrokenCardCell.template` has a parse error on line 3.
private final class BrokenCardCell: TableCell, ModelTransfer {
    func update(with model: Card) { outlets["title"] = model.title }
}

/// Uses outlets that `Fixtures/ShortCardCell.template` lacks.
private final class ShortCardCell: TableCell, ModelTransfer {
    override class var outletNames: [String] { ["title", "date", "author"] }
    func update(with model: Card) { fillOutlets(fromPropertiesOf: model) }
}

/// Laid out by `Fixtures/PostCardCell.template`, a design it shares, in the test bundle only.
private final class CompactCardCell: TableCell, ModelTransfer {
    override class var templateName: String? { "PostCardCell" }
    override class var templateBundle: Bundle? { .module }
    func update(with model: Card) { fillOutlets(fromPropertiesOf: model) }
}

/// Names a template that exists nowhere.
private final class MisnamedCardCell: TableCell, ModelTransfer {
    override class var templateName: String? { "NoSuchCard" }
    func update(with model: Card) { text = model.title }
}

/// `Fixtures/BannerView.template`, for headers, footers and other kinds.
private final class BannerView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = model
        outlets["title"] = model
    }
}

@MainActor
@Suite struct TemplateRegistrationTests {
    private let card = Card(title: "Hello", date: "12:30", author: "Ada")

    @Test func theTemplateNamedAfterTheClassIsUsedWhenItExistsInTheMappingsBundle() {
        let rig = TableRig(width: 20, height: 2)
        rig.manager.register(PostCardCell.self) { mapping in
            mapping.bundle = .module
        }
        rig.storage.setItems([card])
        #expect(
            rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCardCell")?.origin
                == .template("PostCardCell"))
        #expect(rig.draw() == ["Hello          12:30", padded("  by Ada", 20)])
        #expect(rig.reported.isEmpty)
    }

    @Test func theTemplateIsFoundInTheTargetsResourcesWithoutNamingABundle() {
        // Seeds 000 and 001: "if PostCell.xib exists, it will be used". The default bundle,
        // Bundle.main, looks through the SwiftPM resource bundles beside the program too.
        let rig = TableRig(width: 20, height: 2)
        rig.manager.register(PostCardCell.self)
        rig.storage.setItems([card])
        #expect(
            rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCardCell")?.origin
                == .template("PostCardCell"))
        #expect(rig.draw() == ["Hello          12:30", padded("  by Ada", 20)])
        #expect(rig.reported.isEmpty)
    }

    @Test func withoutATemplateAnywhereTheViewIsMadeInCodeSilently() {
        let rig = TableRig(width: 20, height: 1)
        rig.manager.register(CodeOnlyCardCell.self)  // no CodeOnlyCardCell.template in any bundle
        rig.storage.setItems([card])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "CodeOnlyCardCell")?.origin == .code)
        #expect(rig.draw() == [padded("  Hello", 20)])
        #expect(rig.reported.isEmpty)
    }

    @Test func aNamedBundleIsTheOnlyOneLookedIn() {
        let rig = TableRig(width: 20, height: 1)
        rig.manager.register(PostCardCell.self) { mapping in
            mapping.bundle = Bundle(path: NSTemporaryDirectory()) ?? .main
        }
        rig.storage.setItems([card])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCardCell")?.origin == .code)
    }

    @Test func templateNameNilForcesCodeEvenWhenTheTemplateExists() {
        let rig = TableRig(width: 20, height: 1)
        rig.manager.register(PostCardCell.self) { mapping in
            mapping.bundle = .module
            mapping.templateName = nil
        }
        rig.storage.setItems([card])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCardCell")?.origin == .code)
        #expect(rig.draw() == [padded("  Hello", 20)])
        #expect(rig.reported.isEmpty)
    }

    @Test func anExplicitTemplateNameIsLoadedFromTheBundle() {
        let rig = TableRig(width: 12, height: 1)
        rig.manager.register(BannerViewCell.self) { mapping in
            mapping.bundle = .module
            mapping.templateName = "BannerView"
        }
        rig.storage.setItems(["Hi"])
        #expect(rig.draw() == [padded("== Hi", 12)])
        // The cursor is on the row: the template's style with the highlight (reverse) over it.
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == Style(foreground: .yellow, attributes: [.bold, .reverse]))
    }

    @Test func anExplicitTemplateThatIsMissingIsAnAnomalyAndTheViewIsMadeInCode() {
        let rig = TableRig(width: 20, height: 1)
        rig.manager.register(PostCardCell.self) { mapping in
            mapping.bundle = .module
            mapping.templateName = "NoSuchTemplate"
        }
        rig.storage.setItems([card])
        #expect(
            rig.reported.map(\.description) == [
                "template 'NoSuchTemplate' for PostCardCell was not found; the view is made in code"
            ])
        #expect(rig.draw() == [padded("  Hello", 20)])
    }

    @Test func aTemplateThatDoesNotParseIsAnAnomalyWithFileAndLineAndAPlaceholder() {
        let rig = TableRig(width: 48, height: 1)
        rig.manager.register(BrokenCardCell.self) { mapping in
            mapping.bundle = .module
        }
        rig.storage.setItems([card])
        let error = FileParseError(
            file: "BrokenCardCell.template", line: 3,
            message:
                "unknown word 'blod' in outlet 'title' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        )
        #expect(rig.reported == [.templateUnreadable(name: "BrokenCardCell", viewType: "BrokenCardCell", error: error)])
        #expect(
            rig.reported.map(\.description) == [
                "template 'BrokenCardCell' for BrokenCardCell could not be read: BrokenCardCell.template:3: unknown word 'blod' in outlet 'title' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR); a placeholder is shown"
            ])
        #expect(rig.draw() == ["⚠ BrokenCardCell.template:3: unknown word 'blod…"])
        #expect(rig.buffer.style(at: Point(x: 0, y: 0))?.foreground == .red)
    }

    @Test func aTemplateLackingOutletsTheClassUsesIsAnAnomalyAndAPlaceholder() {
        let rig = TableRig(width: 60, height: 1)
        rig.manager.register(ShortCardCell.self) { mapping in
            mapping.bundle = .module
        }
        rig.storage.setItems([card])
        #expect(
            rig.reported == [
                .templateLacksOutlets(name: "ShortCardCell", viewType: "ShortCardCell", outlets: ["date", "author"])
            ])
        #expect(
            rig.reported.map(\.description) == [
                "template 'ShortCardCell' has no outlets 'date', 'author' that ShortCardCell uses; a placeholder is shown"
            ])
        #expect(rig.draw() == [padded("⚠ template 'ShortCardCell' lacks outlets 'date', 'author'", 60)])
    }

    @Test func headersFootersAndSupplementaryViewsFollowTheSameRules() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.manager.registerHeader(BannerView.self) { mapping in mapping.bundle = .module }
        rig.manager.registerFooter(BannerView.self) { mapping in mapping.templateName = nil }
        rig.manager.registerSupplementary(BannerView.self, ofKind: "badge") { mapping in mapping.bundle = .module }
        rig.storage.setSectionHeaderModels(["Top"])
        rig.storage.setSectionFooterModels(["End"])
        rig.storage.setItems(["one"])
        #expect(
            rig.host.reuseQueues.registration(kind: .header, identifier: "BannerView")?.origin
                == .template("BannerView"))
        #expect(rig.host.reuseQueues.registration(kind: .footer, identifier: "BannerView")?.origin == .code)
        #expect(
            rig.host.reuseQueues.registration(kind: .supplementary("badge"), identifier: "BannerView")?.origin
                == .template("BannerView"))
        #expect(rig.draw() == [padded("== Top", 12), padded("  one", 12), padded("End", 12)])
        #expect(rig.reported.isEmpty)
    }

    @Test func registerableViewTemplateAndTypeOnTheHostFollowTheSameRules() {
        let host = TableHost()
        host.anomalyHandler.anomalyAction = { _ in }
        host.register(cells: [
            .template(PostCardCell.self),
            .template(CompactCardCell.self),
            .type(TextRowCell.self),
        ])
        host.register(header: .template(BannerView.self))
        host.register(footer: .template(BrokenCardCell.self))
        host.register(supplementaryView: .template(BannerView.self), kind: "badge")

        #expect(
            host.reuseQueues.registration(kind: .cell, identifier: "PostCardCell")?.origin == .template("PostCardCell"))
        #expect(
            host.reuseQueues.registration(kind: .cell, identifier: "CompactCardCell")?.origin
                == .template("PostCardCell"))
        #expect(host.reuseQueues.registration(kind: .cell, identifier: "TextRowCell")?.origin == .code)
        #expect(
            host.reuseQueues.registration(kind: .header, identifier: "BannerView")?.origin == .template("BannerView"))
        #expect(
            host.reuseQueues.registration(kind: .supplementary("badge"), identifier: "BannerView")?.origin
                == .template("BannerView"))
        #expect(
            host.anomalyHandler.reported.map(\.description) == [
                "template 'BrokenCardCell' for BrokenCardCell could not be read: BrokenCardCell.template:3: unknown word 'blod' in outlet 'title' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR); a placeholder is shown"
            ])
        let cell: PostCardCell = host.dequeueCell(at: itemPath(0))
        #expect(cell.template?.name == "PostCardCell")
    }

    @Test func aTemplateTheClassNamesIsUsedByAManagerUnlessTheMappingNamesAnother() {
        let rig = TableRig(width: 20, height: 2)
        rig.manager.register(CompactCardCell.self)
        rig.storage.setItems([card])
        #expect(
            rig.host.reuseQueues.registration(kind: .cell, identifier: "CompactCardCell")?.origin
                == .template("PostCardCell"))
        #expect(rig.draw() == ["Hello          12:30", padded("  by Ada", 20)])

        rig.manager.unregister(CompactCardCell.self)
        rig.manager.register(CompactCardCell.self) { mapping in mapping.templateName = nil }
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "CompactCardCell")?.origin == .code)
        #expect(rig.reported.isEmpty)
    }

    @Test func aTemplateTheClassNamesThatIsMissingIsAnAnomalyAndTheViewIsMadeInCode() {
        let rig = TableRig(width: 20, height: 1)
        rig.manager.register(MisnamedCardCell.self)
        rig.storage.setItems([card])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "MisnamedCardCell")?.origin == .code)
        #expect(rig.draw() == [padded("  Hello", 20)])
        #expect(
            rig.reported.map(\.description) == [
                "template 'NoSuchCard' for MisnamedCardCell was not found; the view is made in code"
            ])
    }

    @Test func templatesAreParsedOncePerBundleAndName() {
        let loader = TemplateLoader()
        for _ in 0..<3 {
            guard case .found(let template) = loader.template(named: "PostCardCell", in: .module) else {
                Issue.record("PostCardCell.template not found")
                return
            }
            #expect(template.outletNames == ["title", "date", "author"])
        }
        #expect(loader.template(named: "Nope", in: .module) == .notFound)
        #expect(loader.template(named: "Nope", in: .module) == .notFound)
        #expect(loader.parseCount == 1)
        loader.removeAll()
        _ = loader.template(named: "PostCardCell", in: .module)
        #expect(loader.parseCount == 2)
    }
}

/// A cell for strings whose template is picked by name.
private final class BannerViewCell: TableCell, ModelTransfer {
    func update(with model: String) { outlets["title"] = model }
}
