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

    @discardableResult
    private func react(_ event: MappingEvent, view: ReusableView?, at indexPath: IndexPath) -> Any? {
        performItemEvent(event, view: view, at: indexPath, isCursor: host.cursor == indexPath, isSelected: host.isSelected(indexPath))
    }
}
