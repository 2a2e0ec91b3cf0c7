/// A chat or agent transcript as a storage: messages that keep an id, a time, metadata and a
/// streaming state, and replies that grow from any task.
///
/// Set it as a manager's storage and register ``MessageCell``: its items are ``ChatMessage``
/// values, one section of them, so the cell shows them unchanged.
///
/// ```swift
/// let transcript = ChatTranscript()
/// manager.storage = transcript
/// manager.register(MessageCell.self)
/// transcript.append(ChatMessage(role: .user, text: "Why is the sky blue?"))
/// let reply = transcript.append(role: .assistant)
/// Task.detached {
///     for await token in tokens { reply.append(token) }   // no await per token
///     reply.finish()
/// }
/// ```
///
/// A message is found by its ``MessageID``, never by an index kept aside: removing messages
/// (``removeFinished(keepingLast:)``, as an inline program does once it printed them above its
/// block) moves the others' rows, and their ids and ``Reply`` handles stay valid. Looking an
/// id up costs O(log n) and removing the oldest messages O(1) each, so a million messages cost
/// what a hundred do.
///
/// Hosts see the updates of any storage: an insert at the end for each message appended, an
/// update of the row for a reply whose text grew, deletes for messages removed. A reply's
/// pushes from other tasks land on the main actor at its next turn, as one update however many
/// tokens came in meanwhile, and the frame drawn after it shows them.
@MainActor
public final class ChatTranscript: Storage, BatchedStorage {
    let batch = StorageBatch()
    /// The messages, oldest first, with their ids in increasing order.
    var entries = TranscriptEntries()
    /// The sequence number of the next message's id.
    private var nextSequence: UInt64 = 0
    /// Whether a push of a reply asks the main actor for a drain by itself (tests drain by hand).
    private let drainsAutomatically: Bool

    /// Carries the replies' pushes from any task to the main actor, one batch a turn.
    lazy var feed: StorageFeed<TranscriptEdit> = makeFeed()

    /// Creates an empty transcript.
    public convenience init() {
        self.init(drainsAutomatically: true)
    }

    init(drainsAutomatically: Bool) {
        self.drainsAutomatically = drainsAutomatically
    }

    // MARK: Reading

    /// The number of messages.
    public var count: Int { entries.count }

    /// The message at `index` (0 is the oldest) with its id, time, metadata and state, or
    /// `nil` when there is none.
    public func entry(at index: Int) -> Entry? {
        index >= 0 && index < entries.count ? entries[index] : nil
    }

    /// The message with `id`, with its time, metadata and state; `nil` once it was removed.
    public func entry(for id: MessageID) -> Entry? {
        entries.index(of: id).map { entries[$0] }
    }

    /// The message with `id` as its row shows it; `nil` once it was removed.
    public func message(for id: MessageID) -> ChatMessage? {
        entries.index(of: id).map { entries[$0].message }
    }

    /// The row of the message with `id` (its item index in section 0), or `nil` once it was
    /// removed. O(log n).
    public func index(of id: MessageID) -> Int? {
        entries.index(of: id)
    }

    // MARK: Storage

    public var numberOfSections: Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? entries.count : 0
    }

    public func item(at indexPath: IndexPath) -> Any? {
        let index = indexPath.section == 0 ? indexPath.item : -1
        guard index >= 0 && index < entries.count else { return nil }
        return entries[index].message
    }

    public func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        nil
    }

    // MARK: Batching

    /// Runs `updates` and tells observers about everything it changed in one ``StorageUpdate``,
    /// delivered once when the outermost call returns.
    public func performUpdates<Result>(_ updates: () throws -> Result) rethrows -> Result {
        try batch.perform(updates)
    }

    /// The id of the next message appended.
    func makeID() -> MessageID {
        defer { nextSequence += 1 }
        return MessageID(sequence: nextSequence)
    }

    /// The feed into this transcript; unless told otherwise, its first push after a drain asks
    /// the main actor for the next.
    private func makeFeed() -> StorageFeed<TranscriptEdit> {
        // Noted under a key of its own, not the transcript, which names its pending work
        // itself (no `drain()` to call); the feed keeps the key alive, as a feed its storage.
        // The transcript weakly: a reply kept after its transcript is gone must not keep it alive.
        let key = TranscriptFeedKey()
        let feed = StorageFeed<TranscriptEdit>(into: key, onPending: nil) { [weak self] operations in
            _ = key
            return self?.apply(operations) ?? operations.map { _ in false }
        }
        if drainsAutomatically {
            feed.onPending = { [weak feed] in
                guard let feed else { return }
                Task { @MainActor in feed.drain() }
            }
        }
        return feed
    }
}
