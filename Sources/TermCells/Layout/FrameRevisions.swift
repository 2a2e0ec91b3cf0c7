/// A layout that counts the changes to its elements' frames: while ``frameRevision`` stays
/// the same, every element's frame is the one the layout last gave for it (elements added
/// after the last one, which had none, may be new). A host's frame then tells which views
/// leave the viewport from the frames its last walk met, without asking the layout again
/// for each view on screen.
@MainActor
protocol FrameRevisions: AnyObject {
    /// Changes whenever an element's frame may have changed (never back to an earlier value).
    var frameRevision: Int { get }
}
