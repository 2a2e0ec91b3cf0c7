/// A tab of the tour: its panel, made the first time the tab is shown so that the tour
/// starts as fast as its first tab.
@MainActor
final class TourTab {
    let title: String
    private let makePanel: @MainActor () -> DemoPanel
    private var made: DemoPanel?

    init(_ title: String, _ makePanel: @escaping @MainActor () -> DemoPanel) {
        self.title = title
        self.makePanel = makePanel
    }

    /// The panel, made now if it was not yet.
    var panel: DemoPanel {
        if let made { return made }
        let panel = makePanel()
        made = panel
        return panel
    }

    /// The panel if it was made.
    var madePanel: DemoPanel? { made }
}
