import TermCells

extension ChatScript {
    /// The conversation `chat` replays when given no script: questions about TermCells and
    /// answers with paragraphs, a list, a fenced block and an indented one.
    static let builtIn = ChatScript(messages: [
        ChatMessage(role: .user, text: "How do I show a list of planets in the terminal?"),
        ChatMessage(
            role: .assistant,
            text: """
                Register a cell for your model, hand the manager a storage, and run the application. \
                The host asks only for the rows it shows, so a list of a million planets starts as \
                fast as a list of nine.

                ```swift
                let manager = TableManager()
                manager.register(PlanetCell.self)
                manager.memoryStorage.setItems(planets)
                ```

                Each planet is dequeued by its type, as in DTTableViewManager: no index arithmetic, no casts.
                """),
        ChatMessage(role: .user, text: "And when the rows are taller than one line?"),
        ChatMessage(
            role: .assistant,
            text: """
                A cell reports the height it needs at the width it is given, and the host measures only \
                what comes on screen. Rows above the one that grows keep their places:

                - a message streamed token by token is measured again alone;
                - while you follow the tail, its newest line stays on the last screen line;
                - scroll up, and what you read does not move; a mark says how much is new below.

                Code keeps its lines. A line wider than the screen is clipped, and Left and Right \
                scroll it when the cursor is on the message:

                    for planet in planets where planet.moons.count > 10 { print(planet.name, planet.moons.count, separator: ": ") }

                Press End to follow the conversation again.
                """),
        ChatMessage(role: .user, text: "Can it keep the conversation in my terminal's scrollback?"),
        ChatMessage(
            role: .assistant,
            text: """
                Yes: run it inline, under your prompt, with `--height`. Each finished message is printed \
                above the live rows, into the terminal's own scrollback, where its search and copy find it. \
                The message being written stays below and keeps growing until it is done.
                """),
    ])
}
