/// Something that started work which will change a storage when it ends — children an
/// outline's loader has not answered, a feed's pushes no frame has drained — and can say what,
/// for a person: what a test screen waits for before it calls itself settled.
@MainActor
package protocol PendingWorkReporting: AnyObject {
    /// One line for each piece of work under way; empty when there is none.
    var pendingWork: [String] { get }
}
