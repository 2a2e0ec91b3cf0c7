import Testing

@_spi(Benchmarks) @testable import TermCells

private struct Post: Equatable {
    var title: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class UnregisteredCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class FirstCell: TableCell {}
private final class SecondCell: TableCell {}

@MainActor
@Suite struct ManagerAnomalyTests {
    @Test func cellModelWithoutMappingShowsPlaceholderAndIsReported() {
        let rig = TableRig(width: 30, height: 2)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["ok", 42])

        #expect(rig.draw() == [padded("  ok", 30), padded("⚠ no cell mapping for Int", 30)])
        #expect(rig.buffer.style(at: Point(x: 0, y: 1)) == Style(foreground: .red))
        #expect(rig.reported == [.noMapping(kind: "cell", modelType: "Int", indexPath: itemPath(1))])
        #expect(
            rig.reported.map(\.description) == [
                "no cell mapping for model of type Int at [0, 1]; register a view for it"
            ])
        #expect(rig.delivered == rig.reported)
    }

    @Test func placeholderUnderTheCursorIsReversed() {
        let rig = TableRig(width: 30, height: 1)
        rig.storage.setItems([7])
        #expect(rig.draw() == [padded("⚠ no cell mapping for Int", 30)])
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.buffer.style(at: Point(x: 29, y: 0)) == Style(foreground: .red, attributes: .reverse))
    }

    @Test func headerModelWithoutMappingShowsPlaceholderButStringHeaderIsATitle() {
        let rig = TableRig(width: 30, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.storage.setSectionHeaderModels([3, "Beta"])
        rig.storage.setItems(["a"], forSection: 0)
        rig.storage.setItems(["b"], forSection: 1)

        #expect(
            rig.draw() == [
                padded("⚠ no header mapping for Int", 30),
                padded("  a", 30),
                padded("Beta", 30),
                padded("  b", 30),
            ])
        #expect(rig.buffer.style(at: Point(x: 0, y: 2)) == .bold)
        #expect(rig.reported == [.noMapping(kind: "header", modelType: "Int", indexPath: itemPath(0, 0))])
        #expect(
            rig.reported.map(\.description) == [
                "no header mapping for model of type Int at [0, 0]; register a view for it"
            ])
    }

    @Test func nilModelIsReportedWithItsDescription() {
        let rig = TableRig(width: 30, height: 1)
        rig.manager.register(PostCell.self)
        rig.storage.setItems([Optional<Post>.none as Any])

        #expect(rig.draw() == [padded("⚠ nil cell model at [0, 0]", 30)])
        #expect(rig.reported == [.nilModel(kind: "cell", indexPath: itemPath(0))])
        #expect(rig.reported.map(\.description) == ["the cell model at [0, 0] is nil"])
    }

    @Test func ambiguousMappingIsReportedOncePerPlaceWithExactDescription() {
        let rig = TableRig(width: 14, height: 3)
        rig.manager.register(FirstCell.self, for: String.self) { cell, model, _ in cell.text = "1 " + model }
        rig.manager.register(SecondCell.self, for: String.self) { cell, model, _ in cell.text = "2 " + model }
        rig.storage.setItems(["x", "y"], forSection: 0)
        rig.storage.setItems(["z"], forSection: 1)

        #expect(rig.draw() == [padded("  1 x", 14), padded("  1 y", 14), padded("  1 z", 14)])
        rig.draw()
        #expect(
            rig.reported == [
                .ambiguousMapping(
                    kind: "cell", modelType: "String", section: 0, candidates: ["FirstCell", "SecondCell"]),
                .ambiguousMapping(
                    kind: "cell", modelType: "String", section: 1, candidates: ["FirstCell", "SecondCell"]),
            ])
        #expect(
            rig.reported.first?.description
                == "2 cell mappings match model of type String in section 0 (FirstCell, SecondCell); the first registered, FirstCell, is used"
        )
    }

    @Test func eventForAViewTypeWithoutMappingIsReportedAndNeverFires() {
        let rig = TableRig(width: 10, height: 1)
        rig.manager.register(PostCell.self)
        var fired = 0
        rig.manager.didSelect(UnregisteredCell.self) { _, _, _ in fired += 1 }
        rig.storage.setItems([Post(title: "p")])
        rig.draw()
        rig.press(.enter)

        #expect(fired == 0)
        #expect(rig.reported == [.eventForUnregisteredView(event: "didSelect", viewType: "UnregisteredCell")])
        #expect(
            rig.reported.map(\.description) == [
                "didSelect event attached to UnregisteredCell, which has no mapping: register UnregisteredCell first"
            ])
    }

    @Test func managerLevelEventsOnRegisteredViewTypesFire() {
        let rig = TableRig(width: 10, height: 3)
        rig.manager.register(PostCell.self)
        var log: [String] = []
        rig.manager.didSelect(PostCell.self) { cell, post, indexPath in
            log.append("select \(post.title) \(indexPath) \(cell.text)")
        }
        rig.manager.didDeselect(PostCell.self) { _, post, _ in log.append("deselect \(post.title)") }
        rig.manager.configure(PostCell.self) { _, post, _ in log.append("configure \(post.title)") }
        rig.manager.willDisplay(PostCell.self) { _, post, _ in log.append("willDisplay \(post.title)") }
        rig.manager.heightForCell(withItem: Post.self) { post, _ in post.title == "tall" ? 2 : 1 }
        rig.storage.setItems([Post(title: "tall"), Post(title: "p")])

        #expect(rig.draw() == [padded("  tall", 10), padded("", 10), padded("  p", 10)])
        #expect(rig.highlightedRows == [0, 1])
        rig.press(.enter)
        rig.host.selectItem(at: itemPath(1))
        #expect(rig.draw() == [padded("  tall", 10), padded("", 10), padded("✓ p", 10)])
        #expect(
            log == [
                "configure tall", "willDisplay tall", "configure p", "willDisplay p",
                "select tall [0, 0] tall", "deselect tall", "select p [0, 1] p",
            ])
        #expect(rig.reported.isEmpty)
    }

    @Test func heightForCellGivenAViewTypeIsReportedAndIgnored() {
        let rig = TableRig(width: 10, height: 2)
        rig.manager.register(TextRowCell.self)
        rig.manager.heightForCell(withItem: TextRowCell.self) { _, _ in 2 }
        rig.storage.setItems(["a", "b"])

        #expect(rig.draw() == [padded("  a", 10), padded("  b", 10)])
        #expect(rig.reported == [.modelEventGivenViewType(event: "heightForCell", viewType: "TextRowCell")])
        #expect(
            rig.reported.map(\.description) == [
                "heightForCell is an event of models, but TextRowCell is a view type; pass the model type"
            ])
    }

    @Test func heightForCellForAModelTypeWithoutMappingIsReported() {
        let rig = TableRig(width: 10, height: 1)
        rig.manager.register(TextRowCell.self)
        rig.manager.heightForCell(withItem: Double.self) { _, _ in 2 }

        #expect(rig.reported == [.eventForUnregisteredView(event: "heightForCell", viewType: "Double")])
    }

    @Test func twoViewTypesUnderOneReuseIdentifierAreReported() {
        let rig = TableRig(width: 10, height: 1)
        rig.manager.register(FirstCell.self, for: String.self) { mapping in
            mapping.reuseIdentifier = "Same"
        } handler: { cell, model, _ in
            cell.text = model
        }
        rig.manager.register(SecondCell.self, for: Int.self) { mapping in
            mapping.reuseIdentifier = "Same"
        } handler: { cell, model, _ in
            cell.text = "#\(model)"
        }
        rig.storage.setItems([5])

        #expect(
            rig.reported == [
                .reuseIdentifierConflict(identifier: "Same", kind: "cell", registered: "FirstCell", new: "SecondCell")
            ])
        #expect(
            rig.reported.map(\.description) == [
                "SecondCell registered as cell under reuse identifier 'Same', which FirstCell already uses; SecondCell replaces it"
            ])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "Same")?.viewType == SecondCell.self)
        #expect(rig.draw() == [padded("  #5", 10)])
        #expect(rig.host.displayedViews[.item(itemPath(0))]?.reuseIdentifier == "Same")
    }

    @Test func typedDequeueOfAnUnregisteredTypeIsReportedAndReturnsAFreshView() {
        let rig = TableRig()
        let cell: UnregisteredCell = rig.host.dequeueCell(at: itemPath(0))

        #expect(cell.reuseIdentifier == nil)
        #expect(rig.host.reuseQueues.createdCount == 0)
        #expect(
            rig.reported == [.nothingRegistered(identifier: "UnregisteredCell", kind: "cell", indexPath: itemPath(0))])
        #expect(
            rig.reported.map(\.description) == [
                "dequeue of cell 'UnregisteredCell' at [0, 0], but nothing is registered under that identifier"
            ])
    }

    @Test func mappingWhoseViewTheHostLacksShowsNothingRegisteredPlaceholder() {
        let rig = TableRig(width: 34, height: 1)
        rig.manager.register(PostCell.self) { mapping in
            mapping.cellRegisteredByStoryboard = true
        }
        rig.storage.setItems([Post(title: "p")])

        #expect(rig.draw() == [padded("⚠ nothing registered as 'PostCell'", 34)])
        #expect(rig.reported == [.nothingRegistered(identifier: "PostCell", kind: "cell", indexPath: itemPath(0))])
    }

    @Test func selectingOrMovingToAMissingIndexPathIsReported() {
        let rig = TableRig(width: 10, height: 2)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b"])
        rig.draw()

        rig.host.selectItem(at: itemPath(5))
        rig.host.moveCursor(to: itemPath(0, 3))

        #expect(
            rig.reported == [
                .indexPathOutOfRange(operation: "selectItem", indexPath: itemPath(5)),
                .indexPathOutOfRange(operation: "moveCursor", indexPath: itemPath(0, 3)),
            ])
        #expect(
            rig.reported.map(\.description) == [
                "selectItem: index path [0, 5] is out of range",
                "moveCursor: index path [3, 0] is out of range",
            ])
        #expect(rig.host.selectedIndexPaths.isEmpty)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.draw() == [padded("  a", 10), padded("  b", 10)])
    }

    @Test func silencedAnomaliesAreRecordedButNotDelivered() {
        let rig = TableRig(width: 30, height: 3)
        rig.manager.anomalyHandler.silenceAnomaly(.noMapping(kind: "cell", modelType: "Int", indexPath: itemPath(0)))
        rig.manager.anomalyHandler.silenceAnomaly { anomaly in
            if case .nilModel = anomaly { return true }
            return false
        }
        rig.storage.setItems([1, 2, Optional<Int>.none as Any])

        #expect(
            rig.draw() == [
                padded("⚠ no cell mapping for Int", 30),
                padded("⚠ no cell mapping for Int", 30),
                padded("⚠ nil cell model at [0, 2]", 30),
            ])
        #expect(
            rig.reported == [
                .noMapping(kind: "cell", modelType: "Int", indexPath: itemPath(0)),
                .noMapping(kind: "cell", modelType: "Int", indexPath: itemPath(1)),
                .nilModel(kind: "cell", indexPath: itemPath(2)),
            ])
        #expect(rig.delivered == [.noMapping(kind: "cell", modelType: "Int", indexPath: itemPath(1))])
    }
}
