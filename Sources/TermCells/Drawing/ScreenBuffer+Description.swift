extension ScreenBuffer: CustomStringConvertible {
    /// The lines in a frame, so that a failing test shows the screen with its edges and trailing blanks.
    public var description: String {
        let edge = String(repeating: "─", count: size.width)
        var text = "┌" + edge + "┐\n"
        for line in lines { text += "│" + line + "│\n" }
        return text + "└" + edge + "┘"
    }
}
