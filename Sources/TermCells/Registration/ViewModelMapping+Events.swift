/// Events attached in the mapping closure, DT style:
///
/// ```swift
/// manager.register(PostCell.self) { mapping in
///     mapping.didSelect { cell, post, indexPath in open(post) }
///     mapping.heightForCell { post, indexPath in post.isExpanded ? 3 : 1 }
///     mapping.onKey("d") { cell, post, indexPath in delete(post) }
/// }
/// ```
extension ViewModelMapping {
    /// The item was selected (Enter, Space with multiple selection, or a click).
    public func didSelect(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.didSelect) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The item was deselected.
    public func didDeselect(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.didDeselect) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The view is about to be shown.
    public func willDisplay(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.willDisplay) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The view left the screen and went back to its reuse queue.
    public func didEndDisplaying(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.didEndDisplaying) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The view was configured: after the handler and `update(with:)`.
    public func configure(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.configure) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The cursor arrived on the item.
    public func didHighlight(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.didHighlight) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// The cursor left the item.
    public func didUnhighlight(_ closure: @escaping (View, Model, IndexPath) -> Void) {
        addViewReaction(.didUnhighlight) {
            closure($0, $1, $2)
            return ()
        }
    }

    /// Whether the item may be selected.
    public func shouldSelect(_ closure: @escaping (View, Model, IndexPath) -> Bool) {
        addViewReaction(.shouldSelect) { closure($0, $1, $2) }
    }

    /// Whether the cursor may rest on the item.
    public func shouldHighlight(_ closure: @escaping (View, Model, IndexPath) -> Bool) {
        addViewReaction(.shouldHighlight) { closure($0, $1, $2) }
    }

    /// The item's height in rows (model-only: asked before the view exists).
    public func heightForCell(_ closure: @escaping (Model, IndexPath) -> Int) {
        addModelReaction(.heightForCell) { closure($0, $1) }
    }

    /// The item's size in a grid (model-only).
    public func sizeForItem(_ closure: @escaping (Model, IndexPath) -> Size) {
        addModelReaction(.sizeForItem) { closure($0, $1) }
    }

    /// A header's or footer's height in rows (model-only; `indexPath.section` is its section).
    public func heightForSupplementary(_ closure: @escaping (Model, IndexPath) -> Int) {
        addModelReaction(.heightForSupplementary) { closure($0, $1) }
    }

    /// Whether the item may be moved with Shift-Up / Shift-Down.
    public func canMove(_ closure: @escaping (View, Model, IndexPath) -> Bool) {
        addViewReaction(.canMove) { closure($0, $1, $2) }
    }

    /// The item was moved from `source` to `destination` from the keyboard. A manager
    /// backed by its memory storage moves the item there itself after this event; with
    /// another storage, move it in yours.
    public func moveItem(_ closure: @escaping (_ destination: IndexPath, View, Model, _ source: IndexPath) -> Void) {
        moveReactions.append { view, model, source, destination in
            guard let view = view as? View, let model = model as? Model else { return }
            closure(destination, view, model, source)
        }
    }

    /// The item is about to scroll into view: load what it needs (model-only).
    public func prefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        addModelReaction(.prefetch) {
            closure($0, $1)
            return ()
        }
    }

    /// The item left the prefetch window without being shown (model-only).
    public func cancelPrefetch(_ closure: @escaping (Model, IndexPath) -> Void) {
        addModelReaction(.cancelPrefetch) {
            closure($0, $1)
            return ()
        }
    }

    /// A grid header's size (model-only; DT's `referenceSizeForHeaderView`). Headers span
    /// the grid's width, so only the height is used.
    public func referenceSizeForHeaderView(_ closure: @escaping (Model, IndexPath) -> Size) {
        addModelReaction(.referenceSizeForHeader) { closure($0, $1) }
    }

    /// A grid footer's size (model-only; DT's `referenceSizeForFooterView`). Footers span
    /// the grid's width, so only the height is used.
    public func referenceSizeForFooterView(_ closure: @escaping (Model, IndexPath) -> Size) {
        addModelReaction(.referenceSizeForFooter) { closure($0, $1) }
    }

    /// A key pressed while the cursor is on one of this mapping's items.
    public func onKey(_ character: Character, _ closure: @escaping (View, Model, IndexPath) -> Void) {
        onKey(.character(character), closure)
    }

    /// A key pressed while the cursor is on one of this mapping's items.
    public func onKey(_ key: Key, _ closure: @escaping (View, Model, IndexPath) -> Void) {
        keyActions[key] = { view, model, indexPath in
            guard let model = model as? Model else { return nil }
            // Key actions work on the model even when the view has scrolled away.
            if let view = view as? View { closure(view, model, indexPath) } else { return nil }
            return ()
        }
    }
}
