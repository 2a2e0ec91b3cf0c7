extension TableManager: TableHostDelegate {
    public func tableHost(_ host: TableHost, heightForItemAt indexPath: IndexPath) -> Int? {
        guard itemExists(at: indexPath, operation: "heightForItemAt"), let (mapping, model) = cellMapping(at: indexPath) else { return nil }
        return mapping.perform(.heightForCell, view: nil, model: model, indexPath: indexPath) as? Int
    }

    public func tableHost(_ host: TableHost, heightForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Int? {
        guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return nil }
        return mapping.perform(.heightForSupplementary, view: nil, model: model, indexPath: IndexPath(item: 0, section: section)) as? Int
    }

    public func tableHost(_ host: TableHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath) {
        react(.willDisplay, view: view, at: indexPath)
    }

    public func tableHost(_ host: TableHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath) {
        react(.didEndDisplaying, view: view, at: indexPath)
    }

    public func tableHost(_ host: TableHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind, inSection section: Int) {
        guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return }
        mapping.perform(.willDisplay, view: view, model: model, indexPath: IndexPath(item: 0, section: section))
    }

    public func tableHost(_ host: TableHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind, inSection section: Int) {
        guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return }
        mapping.perform(.didEndDisplaying, view: view, model: model, indexPath: IndexPath(item: 0, section: section))
    }

    public func tableHost(_ host: TableHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        (react(.shouldHighlight, view: host.displayedViews[.item(indexPath)], at: indexPath) as? Bool) ?? true
    }

    public func tableHost(_ host: TableHost, didHighlightItemAt indexPath: IndexPath) {
        react(.didHighlight, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func tableHost(_ host: TableHost, didUnhighlightItemAt indexPath: IndexPath) {
        react(.didUnhighlight, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func tableHost(_ host: TableHost, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        (react(.shouldSelect, view: host.displayedViews[.item(indexPath)], at: indexPath) as? Bool) ?? true
    }

    public func tableHost(_ host: TableHost, didSelectItemAt indexPath: IndexPath) {
        react(.didSelect, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func tableHost(_ host: TableHost, didDeselectItemAt indexPath: IndexPath) {
        react(.didDeselect, view: host.displayedViews[.item(indexPath)], at: indexPath)
    }

    public func tableHost(_ host: TableHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        guard key.modifiers.isEmpty, let indexPath, let (mapping, model) = cellMapping(at: indexPath),
              let action = mapping.keyActions[key.key] else { return false }
        return action(host.displayedViews[.item(indexPath)], model, indexPath) != nil
    }

    public func tableHost(_ host: TableHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        (react(.canMove, view: host.displayedViews[.item(indexPath)], at: indexPath) as? Bool) ?? false
    }

    public func tableHost(_ host: TableHost, moveItemAt source: IndexPath, to destination: IndexPath) {
        guard let (mapping, model) = cellMapping(at: source) else { return }
        let view = host.displayedViews[.item(source)]
        for reaction in mapping.moveReactions { reaction(view, model, source, destination) }
        if storage === memoryStorage {
            memoryStorage.moveItem(at: source, to: destination)
        }
    }

    public func tableHost(_ host: TableHost, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let (mapping, model) = cellMapping(at: indexPath) else { continue }
            mapping.perform(.prefetch, view: nil, model: model, indexPath: indexPath)
        }
    }

    public func tableHost(_ host: TableHost, cancelPrefetchingItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let (mapping, model) = cellMapping(at: indexPath) else { continue }
            mapping.perform(.cancelPrefetch, view: nil, model: model, indexPath: indexPath)
        }
    }

    @discardableResult
    private func react(_ event: MappingEvent, view: ReusableView?, at indexPath: IndexPath) -> Any? {
        performItemEvent(event, view: view, at: indexPath, isCursor: host.cursor == indexPath, isSelected: host.isSelected(indexPath))
    }
}
