import ArgumentParser
import TermCellsCurses

/// `--theme`, on every command that shows a screen: the library's look for a dark or a light
/// terminal background (the Drawing article of TermCells names each part).
struct ThemeOption: ParsableArguments {
    /// The themes the option names.
    enum Name: String, CaseIterable, ExpressibleByArgument {
        case dark, light
    }

    @Option(help: "The look of the cursor, selection, headers and marks: for a dark or a light terminal background.")
    var theme = Name.dark

    /// The theme named.
    var value: Theme {
        switch theme {
        case .dark: .dark
        case .light: .light
        }
    }
}
