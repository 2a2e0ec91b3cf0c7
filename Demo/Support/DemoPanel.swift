import TermCellsCurses

/// One part of the demo that can run as its own subcommand (inside ``PanelScreen``) or as a
/// tab of the tour (inside ``TourScreen``): it draws into the rectangle it is given and
/// answers events in that rectangle's coordinates. The frame around it — title, status and
/// help rows, `q`, the tabs, the `?` overlay — belongs to whoever shows it.
@MainActor
protocol DemoPanel: AnyObject {
    /// The name on the tour's tab.
    var tabTitle: String { get }
    /// The title row when the panel runs on its own.
    var title: String { get }
    /// What the panel shows, in a sentence or two, for the `?` overlay.
    var about: String { get }
    /// The panel's keys for the help row, without the keys of the frame (`q`, tabs, `?`).
    var help: String { get }
    /// Every key of the panel, for the `?` overlay.
    var keyHelp: [KeyHelp] { get }
    /// Whether the panel is taking typed text: every key goes to it, `q` and digits too.
    var isEditingText: Bool { get }
    /// The text field the panel is typing into, if any: the frame draws it at the end of the
    /// status row, after ``status`` (which then ends with the field's label).
    var statusField: TextField? { get }
    /// Whether Tab and Shift-Tab belong to the panel (focus between its hosts) rather than
    /// to the tour's tabs.
    var usesTabKey: Bool { get }

    /// Brings the panel's state up to date before a frame: called before `title` and
    /// `status(anomaly:)` are read.
    func prepareFrame()
    /// The status row's own text, shown while no anomaly is.
    var status: String { get }
    /// Draws into `canvas`, which covers the panel's rectangle.
    func draw(in canvas: any Canvas)
    /// Answers an event in the panel's coordinates; returns whether it was used.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
    /// Stops background work before the program quits.
    func stop()
}

extension DemoPanel {
    var isEditingText: Bool { statusField != nil }
    var statusField: TextField? { nil }
    var usesTabKey: Bool { false }
    func prepareFrame() {}
    func stop() {}

    /// The status row: the last anomaly reported (`anomaly`), if any, else ``status``.
    func status(anomaly: String?) -> String {
        anomaly.map { "⚠ " + $0 } ?? status
    }
}

/// A line of the key help overlay: keys and what they do.
struct KeyHelp: Equatable {
    let keys: String
    let action: String

    init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
