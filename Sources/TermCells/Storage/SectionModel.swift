/// One section of a ``MemoryStorage``: its items and the supplementary models (header, footer,
/// any other kind) that go with it.
///
/// Unlike DTModelStorage's class, this is a value: reading `storage.sections[0]` hands you a
/// snapshot, and changes go through the storage so that its observers hear about them.
public struct SectionModel {
    /// The section's item models, in display order.
    public var items: [Any]

    /// Supplementary models by kind; a kind without a model shows no supplementary view.
    public var supplementaries: [SupplementaryKind: Any]

    /// The section's identity in a ``StorageSnapshot`` it was applied from, so the next
    /// snapshot can tell it kept, moved or removed it; `nil` for sections made otherwise.
    public internal(set) var identifier: AnyHashable?

    /// Creates a section, optionally with a header and footer model.
    public init(items: [Any] = [], headerModel: Any? = nil, footerModel: Any? = nil) {
        self.items = items
        self.supplementaries = [:]
        if let headerModel = unwrappedModel(headerModel) { supplementaries[.header] = headerModel }
        if let footerModel = unwrappedModel(footerModel) { supplementaries[.footer] = footerModel }
    }

    /// The number of items, under DTModelStorage's name.
    public var numberOfItems: Int { items.count }

    /// The header model, the supplementary of kind ``SupplementaryKind/header``.
    public var headerModel: Any? {
        get { supplementaries[.header] }
        set { supplementaries[.header] = unwrappedModel(newValue) }
    }

    /// The footer model, the supplementary of kind ``SupplementaryKind/footer``.
    public var footerModel: Any? {
        get { supplementaries[.footer] }
        set { supplementaries[.footer] = unwrappedModel(newValue) }
    }

    /// The supplementary model of `kind`, or `nil` when the section has none.
    public func supplementaryModel(ofKind kind: SupplementaryKind) -> Any? {
        supplementaries[kind]
    }

    /// Sets or, with `nil`, removes the supplementary model of `kind`.
    public mutating func setSupplementaryModel(_ model: Any?, forKind kind: SupplementaryKind) {
        supplementaries[kind] = unwrappedModel(model)
    }
}
