/// The registrations and reuse queues of one host.
///
/// Views are keyed by kind and reuse identifier. A dequeue takes a parked view of that
/// identifier (calling `prepareForReuse()`) or makes a new one from its registration; the
/// host parks views again when they leave the screen. Counters tell tests and benchmarks
/// how many views were made and reused.
@MainActor
public final class ReuseQueues {
    private struct Key: Hashable {
        var kind: ViewKind
        var identifier: String
    }

    // Unchecked exclusivity: a frame dequeues and parks a view per row that scrolls in or out,
    // and the runtime's check of each access cost more than the table lookup. Accesses never
    // overlap: each is one statement that calls nothing outside this class while it lasts
    // (`lender` runs after `parked[key]?.popLast()` has ended).
    @exclusivity(unchecked) private var registrations: [Key: ViewSource] = [:]
    @exclusivity(unchecked) private var parked: [Key: [ReusableView]] = [:]

    /// Views made since the host was created.
    public private(set) var createdCount = 0
    /// Views taken from a reuse queue since the host was created.
    @exclusivity(unchecked) public private(set) var reusedCount = 0
    /// Views made, per reuse identifier.
    public private(set) var createdByIdentifier: [String: Int] = [:]

    /// Asked for a view of a kind and identifier when a dequeue finds none parked, before a
    /// new one is made: the host lends a view leaving the screen in the frame being drawn.
    var lender: ((ViewKind, String) -> ReusableView?)?

    public init() {}

    /// Registers `source` under `identifier`; returns the type it replaced, if any.
    @discardableResult
    public func register(_ source: ViewSource, kind: ViewKind, identifier: String) -> ViewSource? {
        let key = Key(kind: kind, identifier: identifier)
        let previous = registrations[key]
        registrations[key] = source
        if previous?.viewType != source.viewType { parked[key] = nil }
        return previous
    }

    /// Removes the registration under `identifier` and the views parked for it.
    public func unregister(kind: ViewKind, identifier: String) {
        let key = Key(kind: kind, identifier: identifier)
        registrations[key] = nil
        parked[key] = nil
    }

    /// The registration under `identifier`.
    public func registration(kind: ViewKind, identifier: String) -> ViewSource? {
        registrations[Key(kind: kind, identifier: identifier)]
    }

    /// A view for `identifier`: parked and prepared for reuse, or new. `nil` when nothing
    /// is registered under it.
    public func dequeue(kind: ViewKind, identifier: String) -> ReusableView? {
        let key = Key(kind: kind, identifier: identifier)
        if let view = parked[key]?.popLast() ?? lentView(key) {
            reusedCount += 1
            view.prepareForReuse()
            return view
        }
        guard let source = registrations[key] else { return nil }
        let view = source.make()
        view.reuseIdentifier = identifier
        createdCount += 1
        createdByIdentifier[identifier, default: 0] += 1
        return view
    }

    /// A view the lender gives for `key`, if it is of the type registered there.
    private func lentView(_ key: Key) -> ReusableView? {
        guard let lender, let registration = registrations[key], let view = lender(key.kind, key.identifier) else {
            return nil
        }
        return type(of: view) == registration.viewType ? view : nil
    }

    /// Parks `view` for reuse under its identifier. Views of no identifier are dropped, and
    /// so are views of another type than the one registered there now (made before another
    /// type was registered under the identifier): a dequeue gives only the registered type.
    public func enqueue(_ view: ReusableView, kind: ViewKind) {
        guard let identifier = view.reuseIdentifier else { return }
        let key = Key(kind: kind, identifier: identifier)
        guard let registration = registrations[key], type(of: view) == registration.viewType else { return }
        parked[key, default: []].append(view)
    }

    /// How many views wait in the queue of `identifier`.
    public func parkedCount(kind: ViewKind, identifier: String) -> Int {
        parked[Key(kind: kind, identifier: identifier)]?.count ?? 0
    }
}
