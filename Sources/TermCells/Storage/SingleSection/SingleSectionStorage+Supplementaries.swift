/// The section's header, footer and other supplementary models.
///
/// Each change is reported as ``StorageChange/updateSupplementaries(inSection:)`` for section 0.
extension SingleSectionStorage {
    /// The header model, the supplementary of kind ``SupplementaryKind/header``.
    public var headerModel: Any? {
        get { supplementaries[.header] }
        set { setSupplementaryModel(newValue, forKind: .header) }
    }

    /// The footer model, the supplementary of kind ``SupplementaryKind/footer``.
    public var footerModel: Any? {
        get { supplementaries[.footer] }
        set { setSupplementaryModel(newValue, forKind: .footer) }
    }

    /// Sets or, with `nil`, removes the model of `kind`.
    public func setSupplementaryModel(_ model: Any?, forKind kind: SupplementaryKind) {
        performUpdates {
            supplementaries[kind] = unwrappedModel(model)
            record(contentsOf: CollectionOfOne(.updateSupplementaries(inSection: 0)))
        }
    }
}
