@testable import TermCells

/// What the misuse fuzz believes a manager holds: its mappings in registration order, the
/// views its host has registered under each reuse identifier, and the storage's sections.
///
/// Every operation is first run against the oracle, which returns the anomalies the library
/// must report for it (see the extensions: registration and events, storage, host questions),
/// and is then run against the real manager; the test compares the two.
struct FuzzOracle {
    /// One `register…` call that is still in effect.
    struct Mapping {
        var view: FuzzViewType
        var kind: FuzzKind
        var condition: FuzzCondition
        var reuseIdentifier: String
        var prototypeOwned: Bool
        /// The events with at least one reaction.
        var reactions: Set<MappingEvent> = []
        /// The answer of the last `heightForCell` reaction.
        var height: Int?
        /// The answer of the last `sizeForItem` reaction.
        var size: Size?
        /// The answer of the last `shouldSelect` reaction.
        var shouldSelect: Bool?
        /// The height the last `referenceSizeForHeader/FooterView` reaction gives.
        var referenceHeight: Int?

        /// Whether the mapping takes `item` (already unwrapped) at `indexPath`.
        func accepts(_ item: FuzzItem, at indexPath: IndexPath) -> Bool {
            item.model == view.modelType && condition.matches(item, at: indexPath)
        }
    }

    /// A registration in the host's reuse queues.
    struct RegistrationKey: Hashable {
        var kind: FuzzKind
        var identifier: String
    }

    /// One section of the storage.
    struct Section {
        var items: [FuzzItem] = []
        var header: FuzzItem?
        var footer: FuzzItem?

        func supplementary(_ kind: FuzzKind) -> FuzzItem? {
            kind == .header ? header : kind == .footer ? footer : nil
        }

        mutating func setSupplementary(_ model: FuzzItem?, _ kind: FuzzKind) {
            let model = model == .missing ? nil : model
            if kind == .header { header = model } else if kind == .footer { footer = model }
        }
    }

    /// A place ambiguity is reported for once (until the mappings change).
    struct AmbiguityKey: Hashable, CustomStringConvertible {
        var kind: String
        var modelType: String
        var section: Int

        var description: String { "\(kind) \(modelType) in section \(section)" }
    }

    var mappings: [Mapping] = []
    var registrations: [RegistrationKey: FuzzViewType] = [:]
    var sections: [Section] = []
    /// Places whose ambiguity the manager reported since the mappings last changed.
    var reportedAmbiguities: Set<AmbiguityKey> = []
    var displaySupplementariesOnEmptySections = true

    // MARK: Reading the storage

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].items.indices.contains(indexPath.item)
    }

    func item(at indexPath: IndexPath) -> FuzzItem? {
        contains(indexPath) ? sections[indexPath.section].items[indexPath.item] : nil
    }

    func itemCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    var allIndexPaths: [IndexPath] {
        sections.indices.flatMap { section in
            sections[section].items.indices.map { IndexPath(item: $0, section: section) }
        }
    }

    /// Whether the host shows the supplementary view of `kind` in `section`.
    func showsSupplementary(_ kind: FuzzKind, inSection section: Int) -> Bool {
        guard sections.indices.contains(section), sections[section].supplementary(kind) != nil else { return false }
        return !sections[section].items.isEmpty || displaySupplementariesOnEmptySections
    }

    // MARK: Resolving mappings

    /// The mappings that accept `item` as `kind` at `indexPath`, in registration order.
    func matches(for item: FuzzItem, kind: FuzzKind, at indexPath: IndexPath) -> [Mapping] {
        mappings.filter { $0.kind == kind && $0.accepts(item, at: indexPath) }
    }

    /// The mapping the manager uses: the first registered that matches.
    func mapping(for item: FuzzItem, kind: FuzzKind, at indexPath: IndexPath) -> Mapping? {
        mappings.first { $0.kind == kind && $0.accepts(item, at: indexPath) }
    }

    /// The mapping of the item at `indexPath`, if it has a model and one.
    func cellMapping(at indexPath: IndexPath) -> Mapping? {
        item(at: indexPath).flatMap { mapping(for: $0, kind: .cell, at: indexPath) }
    }

    /// The view type the host makes for `mapping`'s reuse identifier, if any.
    func registeredView(for mapping: Mapping) -> FuzzViewType? {
        registrations[RegistrationKey(kind: mapping.kind, identifier: mapping.reuseIdentifier)]
    }

    /// The mappings and the storage, for failure messages.
    var dump: String {
        let mappingLines = mappings.map { mapping in
            "\(mapping.view) as \(mapping.kind) (\(mapping.condition), id \(mapping.reuseIdentifier)\(mapping.prototypeOwned ? ", prototype" : "")"
                + (mapping.height.map { ", height \($0)" } ?? "")
                + (mapping.size.map { ", size \($0.width)x\($0.height)" } ?? "")
                + ", events \(mapping.reactions.map(\.rawValue).sorted()))"
        }
        let sectionLines = sections.indices.map { index in
            let section = sections[index]
            return
                "section \(index): header \(section.header.map { "\($0)" } ?? "none"), footer \(section.footer.map { "\($0)" } ?? "none"), items \(section.items)"
        }
        return (["mappings:"] + mappingLines + ["storage:"] + sectionLines).joined(separator: "\n    ")
    }
}
