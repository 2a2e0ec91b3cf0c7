import TermCells

/// A conversation replayed in steps: a user's message comes whole, in one step, as it was
/// sent; any other role's word by word, each word with the spaces and line breaks after it, as
/// a model streams its answer. Step `n` is found by bisection over the messages' first steps.
struct ChatReplay {
    /// The messages known so far: a long script's come in batches (``append(_:)``).
    private(set) var messages: [ChatMessage] = []
    /// Where each message's steps end in its text, in order (a user's message: one, its end).
    private var stepEnds: [[String.Index]] = []
    /// The first step of each message, and past the last the number of steps in all.
    private var firstSteps = [0]

    init(_ script: ChatScript) {
        append(script.messages)
    }

    /// Adds `more` messages after the last, their steps after its steps.
    mutating func append(_ more: [ChatMessage]) {
        for message in more {
            let ends = message.role == .user ? [message.text.endIndex] : Self.wordEnds(of: message.text)
            stepEnds.append(ends)
            firstSteps.append((firstSteps.last ?? 0) + ends.count)
        }
        messages += more
    }

    /// Every step of the conversation.
    var stepCount: Int { firstSteps.last ?? 0 }

    /// The steps of the messages before message `index`.
    func steps(before index: Int) -> Int {
        firstSteps[max(0, min(index, firstSteps.count - 1))]
    }

    /// The message step `step` belongs to, and that message's text once the step is taken.
    func state(afterStep step: Int) -> (message: Int, text: Substring) {
        var (low, high) = (0, messages.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if firstSteps[middle] <= step { low = middle } else { high = middle - 1 }
        }
        let text = messages[low].text
        let ends = stepEnds[low]
        let index = min(step - firstSteps[low], ends.count - 1)
        return (low, index >= 0 ? text[..<ends[index]] : text[text.startIndex..<text.startIndex])
    }

    /// The ends of the words of `text`, each after the whitespace that follows it; an empty
    /// text is one step.
    static func wordEnds(of text: String) -> [String.Index] {
        var ends: [String.Index] = []
        var index = text.startIndex
        var inWord = false
        while index < text.endIndex {
            let isSpace = text[index].isWhitespace
            if !isSpace && !inWord && index > text.startIndex { ends.append(index) }
            inWord = !isSpace
            index = text.index(after: index)
        }
        ends.append(text.endIndex)
        return ends
    }
}
