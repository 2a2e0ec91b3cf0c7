/// Manager-level events of supplementary views, as DTCollectionViewManager's
/// `willDisplaySupplementaryView(_:forElementKind:)` family. Attaching to a view type that
/// has no mapping of that kind is an anomaly: it could never fire.
extension LayoutManager {
    /// A `View` supplementary view of `kind` is about to be shown.
    public func willDisplaySupplementaryView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, forElementKind kind: SupplementaryKind,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attachSupplementary(.willDisplay, to: viewType, kind: kind) { $0.willDisplay(closure) }
    }

    /// A `View` supplementary view of `kind` left the screen.
    public func didEndDisplayingSupplementaryView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, forElementKind kind: SupplementaryKind,
        _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attachSupplementary(.didEndDisplaying, to: viewType, kind: kind) { $0.didEndDisplaying(closure) }
    }

    /// A `View` header is about to be shown.
    public func willDisplayHeaderView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        willDisplaySupplementaryView(viewType, forElementKind: .header, closure)
    }

    /// A `View` footer is about to be shown.
    public func willDisplayFooterView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        willDisplaySupplementaryView(viewType, forElementKind: .footer, closure)
    }

    /// The size of `View` headers (model-only; the height is used).
    public func referenceSizeForHeaderView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View.ModelType, IndexPath) -> Size
    ) {
        attachSupplementary(.referenceSizeForHeader, to: viewType, kind: .header) {
            $0.referenceSizeForHeaderView(closure)
        }
    }

    /// The size of `View` footers (model-only; the height is used).
    public func referenceSizeForFooterView<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View.ModelType, IndexPath) -> Size
    ) {
        attachSupplementary(.referenceSizeForFooter, to: viewType, kind: .footer) {
            $0.referenceSizeForFooterView(closure)
        }
    }

    /// Attaches a supplementary event, then reloads: sizes and displayed views depend on it.
    private func attachSupplementary<View: ReusableView & ModelTransfer>(
        _ event: MappingEvent, to viewType: View.Type, kind: SupplementaryKind,
        _ body: (ViewModelMapping<View, View.ModelType>) -> Void
    ) {
        attach(event, to: viewType, kind: .supplementary(kind), body)
        host.reloadData()
    }
}
