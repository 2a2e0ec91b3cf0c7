/// A view that knows how to show one type of model, as in DTModelStorage.
///
/// Registering such a view needs no handler: the manager calls `update(with:)` with the
/// model it dequeued the view for.
///
/// ```swift
/// final class PostCell: TableCell, ModelTransfer {
///     func update(with model: Post) { text = model.title }
/// }
/// manager.register(PostCell.self)
/// ```
@MainActor
public protocol ModelTransfer: AnyObject {
    /// The model type the view shows: a value type, a class or a protocol.
    associatedtype ModelType
    /// Fills the view from `model`.
    func update(with model: ModelType)
}
