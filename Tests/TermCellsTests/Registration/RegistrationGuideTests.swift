import Testing

@testable import TermCells

// The code samples of DTTableViewManager's and DTCollectionViewManager's "Registering views"
// guides, translated to the terminal and drawn into a ScreenBuffer.

private struct Post: Equatable {
    var title: String
}

private struct MenuItem {
    var title: String
}

private struct SectionTitle {
    var text: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class HeaderView: SupplementaryView, ModelTransfer {
    func update(with model: SectionTitle) { text = "== \(model.text) ==" }
}

private final class FooterView: SupplementaryView, ModelTransfer {
    func update(with model: SectionTitle) { text = "-- \(model.text)" }
}

@MainActor
@Suite struct RegisteringViewsGuideTests {
    @Test func registerWithMappingAndHandlerClosuresRunsMappingOnceAndHandlerPerRow() {
        let rig = TableRig(width: 20, height: 2)
        var mappingRuns = 0
        rig.manager.register(PostCell.self) { mapping in
            mappingRuns += 1
            #expect(mapping.reuseIdentifier == "PostCell")
            #expect(mapping.templateName == "PostCell")
        } handler: { cell, post, indexPath in
            cell.detailText = "#\(indexPath.row)"
        }
        rig.storage.setItems([Post(title: "Hello"), Post(title: "World")])

        #expect(rig.draw() == [padded("  Hello", 18) + "#0", padded("  World", 18) + "#1"])
        #expect(mappingRuns == 1)
        #expect(rig.reported.isEmpty)
    }

    @Test func registerForModelWithoutModelTransferUsesHandlerAndMappingEvents() {
        let rig = TableRig(width: 20, height: 2)
        var selected: [String] = []
        rig.manager.register(TableCell.self, for: MenuItem.self) { mapping in
            mapping.didSelect { cell, item, indexPath in selected.append("\(item.title) \(indexPath) \(cell.text)") }
        } handler: { cell, item, _ in
            cell.text = item.title
        }
        rig.storage.setItems([MenuItem(title: "Open"), MenuItem(title: "Quit")])

        #expect(rig.draw() == [padded("  Open", 20), padded("  Quit", 20)])
        #expect(rig.press(.enter) == [padded("✓ Open", 20), padded("  Quit", 20)])
        #expect(selected == ["Open [0, 0] Open"])
    }

    @Test func registeringCellsFromCodeBothForms() {
        let rig = TableRig(width: 16, height: 2)
        rig.manager.register(PostCell.self)
        rig.manager.register(TableCell.self, for: MenuItem.self) { cell, model, indexPath in
            cell.text = "\(model.title) @\(indexPath.row)"
        }
        rig.storage.setItems([Post(title: "A post"), MenuItem(title: "Menu")])

        #expect(rig.draw() == [padded("  A post", 16), padded("  Menu @1", 16)])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin == .code)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "TableCell")?.origin == .code)
        #expect(rig.manager.mappings.map(\.modelTypeName) == ["Post", "MenuItem"])
    }

    @Test func registeringHeadersAndFootersBothForms() {
        let rig = TableRig(width: 16, height: 6)
        rig.manager.register(TextRowCell.self)
        rig.manager.registerHeader(HeaderView.self)
        rig.manager.registerHeader(SupplementaryView.self, for: Int.self) { view, model, indexPath in
            view.text = "Header \(model) s\(indexPath.section)"
        }
        rig.manager.registerFooter(FooterView.self)
        rig.manager.registerFooter(SupplementaryView.self, for: Int.self) { view, model, indexPath in
            view.text = "Footer \(model) s\(indexPath.section)"
        }
        rig.storage.setSectionHeaderModels([SectionTitle(text: "Fruit"), 7])
        rig.storage.setSectionFooterModels([SectionTitle(text: "end"), 8])
        rig.storage.setItems(["apple"], forSection: 0)
        rig.storage.setItems(["banana"], forSection: 1)

        #expect(
            rig.draw() == [
                padded("== Fruit ==", 16),
                padded("  apple", 16),
                padded("-- end", 16),
                padded("Header 7 s1", 16),
                padded("  banana", 16),
                padded("Footer 8 s1", 16),
            ])
        for row in [0, 2, 3, 5] { #expect(rig.isBold(row: row)) }
        #expect(!rig.isBold(row: 4))
        #expect(rig.reported.isEmpty)
    }

    @Test func registeringSupplementaryViewsOfAnyKindBothForms() {
        let rig = TableRig(width: 16, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.manager.registerSupplementary(HeaderView.self, ofKind: "SupplementaryKind")
        rig.manager.registerSupplementary(SupplementaryView.self, for: MenuItem.self, ofKind: "SupplementaryKind") {
            view, model, _ in
            view.text = model.title
        }
        // The header kind is drawn by a table, like UICollectionView.elementKindSectionHeader.
        rig.manager.registerSupplementary(HeaderView.self, ofKind: .header)
        rig.storage.setSectionHeaderModels([SectionTitle(text: "Top")])
        rig.storage.setItems(["one", "two"])

        #expect(rig.draw() == [padded("== Top ==", 16), padded("  one", 16), padded("  two", 16)])
        let kinds = rig.manager.mappings.map(\.kind)
        #expect(kinds == [.cell, .supplementary("SupplementaryKind"), .supplementary("SupplementaryKind"), .header])
        #expect(
            rig.host.reuseQueues.registration(kind: .supplementary("SupplementaryKind"), identifier: "HeaderView")?
                .origin == .code)
        #expect(
            rig.host.reuseQueues.registration(
                kind: .supplementary("SupplementaryKind"), identifier: "SupplementaryView")?.origin == .code)
        let view: HeaderView = rig.host.dequeueSupplementary(ofKind: "SupplementaryKind", at: itemPath(0))
        #expect(view.reuseIdentifier == "HeaderView")
        #expect(rig.reported.isEmpty)
    }

    @Test func aViewIsMadeFromTheTemplateNamedAfterItsClassByDefault() {
        let rig = TableRig(width: 20, height: 1)
        var asked: [String] = []
        rig.host.templateViewSource = { type, name, kind in
            asked.append("\(name)/\(kind)")
            guard name == "PostCell" || name == "CustomPostCell" else { return nil }
            return ViewSource(viewType: type, origin: .template(name)) {
                let cell = PostCell()
                cell.detailText = name == "PostCell" ? "tpl" : "custom"
                return cell
            }
        }
        rig.manager.register(PostCell.self)
        rig.storage.setItems([Post(title: "Hello")])

        #expect(asked == ["PostCell/cell"])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin == .template("PostCell"))
        #expect(rig.draw() == [padded("  Hello", 17) + "tpl"])
    }

    @Test func templateNameSetToNilMakesTheViewInCodeEvenWhenATemplateExists() {
        let rig = TableRig(width: 20, height: 1)
        var asked: [String] = []
        rig.host.templateViewSource = { type, name, _ in
            asked.append(name)
            return ViewSource(viewType: type, origin: .template(name)) {
                let cell = PostCell()
                cell.detailText = "tpl"
                return cell
            }
        }
        rig.manager.register(PostCell.self) { mapping in
            mapping.templateName = nil
        }
        rig.storage.setItems([Post(title: "Hello")])

        #expect(asked.isEmpty)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin == .code)
        #expect(rig.draw() == [padded("  Hello", 20)])
        #expect(rig.reported.isEmpty)
    }

    @Test func customTemplateNameIsLoadedInsteadOfTheClassName() {
        let rig = TableRig(width: 20, height: 1)
        var asked: [String] = []
        rig.host.templateViewSource = { type, name, _ in
            asked.append(name)
            guard name == "CustomPostCell" else { return nil }
            return ViewSource(viewType: type, origin: .template(name)) {
                let cell = PostCell()
                cell.detailText = "custom"
                return cell
            }
        }
        rig.manager.register(PostCell.self) { mapping in
            mapping.templateName = "CustomPostCell"
        }
        rig.storage.setItems([Post(title: "Hello")])

        #expect(asked == ["CustomPostCell"])
        #expect(
            rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin
                == .template("CustomPostCell"))
        #expect(rig.draw() == [padded("  Hello", 14) + "custom"])
        #expect(rig.reported.isEmpty)
    }

    @Test func explicitTemplateNameThatDoesNotExistIsAnAnomalyAndTheViewIsMadeInCode() {
        let rig = TableRig(width: 20, height: 1)
        rig.host.templateViewSource = { _, _, _ in nil }
        rig.manager.register(PostCell.self) { mapping in
            mapping.templateName = "Missing"
        }
        rig.storage.setItems([Post(title: "Hello")])

        #expect(rig.reported == [.templateNotFound(name: "Missing", viewType: "PostCell")])
        #expect(
            rig.reported.map(\.description) == [
                "template 'Missing' for PostCell was not found; the view is made in code"
            ])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin == .code)
        #expect(rig.draw() == [padded("  Hello", 20)])
    }

    @Test func prototypesRegisteredByAScreenFileAreNotRegisteredOver() {
        let rig = TableRig(width: 20, height: 2)
        rig.host.register(
            ViewSource(viewType: PostCell.self, origin: .screen("Main")) {
                let cell = PostCell()
                cell.detailText = "proto"
                return cell
            }, kind: .cell, identifier: "PostCell")
        rig.host.register(
            ViewSource(viewType: HeaderView.self, origin: .screen("Main")) {
                let header = HeaderView()
                header.textStyle = .underline
                return header
            }, kind: .header, identifier: "HeaderView")
        rig.manager.register(PostCell.self) { mapping in
            mapping.cellRegisteredByStoryboard = true
        }
        rig.manager.registerHeader(HeaderView.self) { mapping in
            mapping.supplementaryRegisteredByStoryboard = true
        }
        rig.storage.setSectionHeaderModels([SectionTitle(text: "S")])
        rig.storage.setItems([Post(title: "Hello")])

        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell")?.origin == .screen("Main"))
        #expect(rig.host.reuseQueues.registration(kind: .header, identifier: "HeaderView")?.origin == .screen("Main"))
        #expect(rig.draw() == [padded("== S ==", 20), padded("  Hello", 15) + "proto"])
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == .underline)
        #expect(rig.reported.isEmpty)
    }

    @Test func unregisteringCellsHeadersFootersAndSupplementariesRemovesMappingsAndHostRegistrations() {
        let rig = TableRig(width: 40, height: 3)
        rig.manager.register(PostCell.self)
        rig.manager.registerHeader(HeaderView.self)
        rig.manager.registerFooter(FooterView.self)
        rig.manager.registerSupplementary(HeaderView.self, ofKind: "foo")
        rig.storage.setSectionHeaderModels([SectionTitle(text: "Head")])
        rig.storage.setSectionFooterModels([SectionTitle(text: "Foot")])
        rig.storage.setItems([Post(title: "Hello")])
        #expect(rig.draw() == [padded("== Head ==", 40), padded("  Hello", 40), padded("-- Foot", 40)])

        rig.manager.unregister(PostCell.self)
        rig.manager.unregisterHeader(HeaderView.self)
        rig.manager.unregisterFooter(FooterView.self)
        rig.manager.unregisterSupplementary(HeaderView.self, forKind: "foo")

        #expect(rig.manager.mappings.isEmpty)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell") == nil)
        #expect(rig.host.reuseQueues.registration(kind: .header, identifier: "HeaderView") == nil)
        #expect(rig.host.reuseQueues.registration(kind: .footer, identifier: "FooterView") == nil)
        #expect(rig.host.reuseQueues.registration(kind: .supplementary("foo"), identifier: "HeaderView") == nil)
        #expect(
            rig.draw() == [
                padded("⚠ no header mapping for SectionTitle", 40),
                padded("⚠ no cell mapping for Post", 40),
                padded("⚠ no footer mapping for SectionTitle", 40),
            ])
    }
}
