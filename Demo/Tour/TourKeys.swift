import TermCellsCurses

/// The tour's own keys, and the rule that decides when a key is the tour's rather than the
/// tab's:
///
/// - `1`…`9` go to a tab, Ctrl-N and Ctrl-P to the next and previous one — on every tab.
/// - Tab and Shift-Tab also switch tabs, except on a tab with several hosts (Embedding),
///   where they move the keyboard between the hosts, as in the embedded program itself.
/// - `?` opens the key help, `q` quits, Ctrl-L repaints the whole screen.
/// - While a tab takes typed text (the Live filter), every key but Ctrl-N and Ctrl-P is the tab's.
enum TourAction: Equatable {
    case showTab(Int)
    case nextTab
    case previousTab
    case toggleHelp
    case repaint
    case quit

    /// The tour's action for `key` on a tab shown by `panel`, or nil when the key is the tab's.
    @MainActor
    init?(_ key: KeyEvent, panel: DemoPanel) {
        switch (key.key, key.modifiers) {
        case (.control("n"), _): self = .nextTab
        case (.control("p"), _): self = .previousTab
        case (.control("l"), _): self = .repaint
        case _ where panel.isEditingText: return nil
        case (.tab, _) where !panel.usesTabKey: self = .nextTab
        case (.backTab, _) where !panel.usesTabKey: self = .previousTab
        case (.character("?"), []): self = .toggleHelp
        case (.character("q"), []): self = .quit
        case (.character(let character), []):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit) else { return nil }
            self = .showTab(digit - 1)
        default: return nil
        }
    }

    /// The help row's reminder of the tour's keys on a tab shown by `panel` of `count` tabs.
    @MainActor
    static func hint(for panel: DemoPanel, tabCount: Int) -> String {
        let digits = "1-\(tabCount)"
        let tabs = panel.usesTabKey ? "\(digits) ^N/^P tabs" : "Tab/\(digits) tabs"
        return "\(tabs)  ? help  q quit"
    }

    /// The tour's keys for the help overlay.
    @MainActor
    static func help(for panel: DemoPanel, tabCount: Int) -> [KeyHelp] {
        [
            KeyHelp("1 … \(tabCount)", "go to a tab"),
            KeyHelp("Ctrl-N  Ctrl-P", "next, previous tab"),
            panel.usesTabKey
                ? KeyHelp("Tab  Shift-Tab", "on this tab: move the keyboard between its hosts")
                : KeyHelp("Tab  Shift-Tab", "next, previous tab (on Embedding: focus between hosts)"),
            KeyHelp("click a tab", "go to it"),
            KeyHelp("?", "this help; ? or Esc closes it, ↑↓ scroll it"),
            KeyHelp("Ctrl-L", "repaint the whole screen"),
            KeyHelp("q", "quit"),
        ]
    }
}
