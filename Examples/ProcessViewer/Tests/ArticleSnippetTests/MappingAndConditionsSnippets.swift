import TermCells
import TermCellsTesting
import Testing

// The Mapping and conditions article's snippets, typed as a user would.

private protocol Food { var isVegan: Bool { get } }

private struct Dish: Food {
    var name: String
    var isVegan: Bool
}

private final class VeganCell: TableCell, ModelTransfer {
    func update(with model: any Food) { text = "vegan: \((model as? Dish)?.name ?? "")" }
}

private final class MeatCell: TableCell, ModelTransfer {
    func update(with model: any Food) { text = "meat: \((model as? Dish)?.name ?? "")" }
}

@MainActor
@Test func mappingArticleConditionsPickTheCellByModel() {
    let manager = TableManager()
    manager.register(VeganCell.self) { mapping in
        mapping.condition = mapping.modelCondition { food, indexPath in food.isVegan }
    }
    manager.register(MeatCell.self) { mapping in
        mapping.condition = mapping.modelCondition { food, indexPath in !food.isVegan }
    }
    manager.memoryStorage.setItems([Dish(name: "Dal", isVegan: true), Dish(name: "Steak", isVegan: false)])

    manager.host.showsScrollIndicator = false
    let driver = ScreenDriver(manager, width: 20, height: 3)
    expectScreen(
        driver,
        """
          vegan: Dal
          meat: Steak
        """)
}

@MainActor
@Test func mappingArticleAnomalyHandlerLogsAndSilences() {
    var logged: [String] = []
    func log(_ text: String) { logged.append(text) }

    let manager = TableManager()
    manager.anomalyHandler.anomalyAction = { anomaly in log(anomaly.description) }
    manager.anomalyHandler.silenceAnomaly { if case .ambiguousMapping = $0 { true } else { false } }

    // Two mappings match a String: ambiguous, silenced. An Int has none: logged.
    manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
    manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
    manager.memoryStorage.setItems(["one", 2] as [Any])
    let driver = ScreenDriver(manager, width: 20, height: 3)
    _ = driver.lines
    #expect(logged.count == 1)
    #expect(logged.first?.contains("Int") == true)
}
