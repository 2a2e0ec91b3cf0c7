/// A host a screen file can declare: it draws itself into a rectangle and answers input.
///
/// ``TableHost`` and ``GridHost`` are; another host becomes one by conforming and registering
/// a factory in ``ScreenLoader/hostFactories`` under its kind.
@MainActor
public protocol ScreenHost: ReusableViewHost {
    /// Whether the host has the keyboard.
    var isFocused: Bool { get set }
    /// Draws into `canvas`, which covers the host's rectangle.
    func draw(in canvas: any Canvas)
    /// Answers an event in the host's own coordinates; returns whether it used it.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
}

extension TableHost: ScreenHost {}
extension GridHost: ScreenHost {}
