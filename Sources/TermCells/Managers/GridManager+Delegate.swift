extension GridManager: GridHostDelegate {
    public func gridHost(_ host: GridHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath) {
        react(.willDisplay, view: view, at: indexPath)
    }

    public func gridHost(_ host: GridHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath) {
        react(.didEndDisplaying, view: view, at: indexPath)
    }

    public func gridHost(_ host: GridHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind, inSection section: Int) {
        guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return }
        mapping.perform(.willDisplay, view: view, model: model, indexPath: IndexPath(item: 0, section: section))
    }

    public func gridHost(_ host: GridHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind, inSection section: Int) {
        guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return }
        mapping.perform(.didEndDisplaying, view: view, model: model, indexPath: IndexPath(item: 0, section: section))
    }

    public func gridHost(_ host: GridHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        (react(.shouldHighlight, view: host.displayedViews[.item(indexPath)], at: indexPath) as? Bool) ?? true
    }

    public func gridHost(_ host: GridHost, didHighlightItemAt indexPath: IndexPath) {
        react(.didHighlight, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func gridHost(_ host: GridHost, didUnhighlightItemAt indexPath: IndexPath) {
        react(.didUnhighlight, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func gridHost(_ host: GridHost, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        (react(.shouldSelect, view: host.displayedViews[.item(indexPath)], at: indexPath) as? Bool) ?? true
    }

    public func gridHost(_ host: GridHost, didSelectItemAt indexPath: IndexPath) {
        react(.didSelect, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func gridHost(_ host: GridHost, didDeselectItemAt indexPath: IndexPath) {
        react(.didDeselect, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func gridHost(_ host: GridHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        guard key.modifiers.isEmpty, let indexPath, let (mapping, model) = cellMapping(at: indexPath),
              let action = mapping.keyActions[key.key] else { return false }
        return action(host.displayedViews[.item(indexPath)], model, indexPath) != nil
    }

    /// Runs a view event of the item's mapping with its view on screen. The cursor reaches
    /// items before the host scrolls to them, so for an item not on screen a view is
    /// dequeued and configured for the event and then parked again.
    @discardableResult
    private func react(_ event: MappingEvent, view: ReusableView?, at indexPath: IndexPath) -> Any? {
        guard let (mapping, model) = cellMapping(at: indexPath), mapping.reactions[event] != nil else { return nil }
        if let view { return mapping.perform(event, view: view, model: model, indexPath: indexPath) }
        let temporary = dequeueConfiguredView(kind: .cell, model: model, indexPath: indexPath)
        defer { host.reuseQueues.enqueue(temporary, kind: .cell) }
        temporary.isHighlighted = host.cursor == indexPath
        temporary.isSelected = host.isSelected(indexPath)
        return mapping.perform(event, view: temporary, model: model, indexPath: indexPath)
    }
}
