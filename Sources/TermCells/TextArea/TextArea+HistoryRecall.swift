extension TextArea {
    /// Where ↑ and ↓ are in ``history``, and the draft they left.
    struct HistoryRecall {
        /// The entry shown, nil while the draft is.
        var index: Int?
        /// What the area held when ↑ first left it, shown again after the newest entry.
        var draft = ""
    }

    /// Shows the entry before the one shown (the newest, from the draft), the cursor at its
    /// end; keeps the draft when leaving it. Returns false when there is no older entry.
    func recallOlderEntry() -> Bool {
        let index = min(recall.index ?? history.count, history.count) - 1
        guard history.indices.contains(index) else { return false }
        if recall.index == nil { recall.draft = text }
        recall.index = index
        show(history[index])
        return true
    }

    /// Shows the entry after the one shown, the cursor at the end of its first line (↓ goes on
    /// through its lines), or the draft after the newest, the cursor at its end. Returns false
    /// while the draft is shown.
    func recallNewerEntry() -> Bool {
        guard let current = recall.index else { return false }
        let index = current + 1
        if index < history.count {
            recall.index = index
            show(history[index])
            cursorLine = 0
            editedLines[0].apply(.moveToEnd)
        } else {
            let draft = recall.draft
            recall = HistoryRecall()
            show(draft)
        }
        return true
    }

    /// Replaces the text with `entry`, the cursor at its end, and tells ``onChange``.
    private func show(_ entry: String) {
        replaceText(with: entry)
        onChange?(text)
    }
}
