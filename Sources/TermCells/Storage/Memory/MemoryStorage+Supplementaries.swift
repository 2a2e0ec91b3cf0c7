/// Headers, footers and other supplementary models.
///
/// Reported as ``StorageChange/updateSupplementaries(inSection:)`` for each section whose model
/// of the kind was set or removed, so a host redraws those views without reloading items.
extension MemoryStorage {
    /// Sets the model of `kind` for sections `0..<models.count`, creating sections as needed,
    /// and removes it from the sections after them: `models` describes all sections.
    public func setSupplementaries(_ models: [Any], forKind kind: SupplementaryKind) {
        performUpdates {
            createSections(through: models.count - 1)
            for index in sections.indices {
                let model = index < models.count ? unwrappedModel(models[index]) : nil
                if model == nil, sections[index].supplementaries[kind] == nil { continue }
                sections[index].supplementaries[kind] = model
                record(.updateSupplementaries(inSection: index))
            }
        }
    }

    /// Sets one header model per section, DTModelStorage's `setSectionHeaderModels(_:)`.
    public func setSectionHeaderModels(_ models: [Any]) {
        setSupplementaries(models, forKind: .header)
    }

    /// Sets one footer model per section, DTModelStorage's `setSectionFooterModels(_:)`.
    public func setSectionFooterModels(_ models: [Any]) {
        setSupplementaries(models, forKind: .footer)
    }

    /// Sets or, with `nil`, removes the model of `kind` for `section`, creating sections up to it.
    public func setSupplementaryModel(_ model: Any?, forKind kind: SupplementaryKind, forSection section: Int) {
        guard section >= 0 else {
            report(
                .sectionOutOfRange(
                    operation: "setSupplementaryModel", section: section, numberOfSections: sections.count))
            return
        }
        performUpdates {
            createSections(through: section)
            sections[section].supplementaries[kind] = unwrappedModel(model)
            record(.updateSupplementaries(inSection: section))
        }
    }

    /// Sets or, with `nil`, removes the header model of `section`, creating sections up to it.
    public func setSectionHeaderModel(_ model: Any?, forSection section: Int) {
        setSupplementaryModel(model, forKind: .header, forSection: section)
    }

    /// Sets or, with `nil`, removes the footer model of `section`, creating sections up to it.
    public func setSectionFooterModel(_ model: Any?, forSection section: Int) {
        setSupplementaryModel(model, forKind: .footer, forSection: section)
    }
}
