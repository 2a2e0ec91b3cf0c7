/// A parsed screen file — the terminal's storyboard: the hosts of one screen, where they
/// sit, and the prototype views registered on each. Build it with ``ScreenLoader``.
public struct ScreenFile: Hashable, Sendable {
    /// The screen's name: its file name without the extension.
    public var name: String
    /// The file name used in errors.
    public var file: String
    /// The hosts, in the order they are declared (and drawn, and focused with Tab).
    public var hosts: [ScreenHostDeclaration]
}

/// One host of a screen file: `table inbox x=0 y=0 width=40% height=*`.
public struct ScreenHostDeclaration: Hashable, Sendable {
    /// The host kind (`table`, `grid`, or any kind with a factory in ``ScreenLoader/hostFactories``).
    public var kind: String
    /// The host's name, unique in the screen.
    public var name: String
    /// Where the host sits: columns and rows, a percentage of the screen, or `*` for the rest.
    public var x: ScreenDimension
    public var y: ScreenDimension
    public var width: ScreenDimension
    public var height: ScreenDimension
    /// The prototype views to register on the host.
    public var prototypes: [PrototypeDeclaration]
    /// The line of the declaration.
    public var line: Int

    /// The host's rectangle on a screen of `size`, clipped to the screen.
    public func frame(in size: Size) -> Rect {
        let left = min(max(0, x.resolved(in: size.width)), size.width)
        let top = min(max(0, y.resolved(in: size.height)), size.height)
        let columns = min(width.resolved(in: size.width, from: left), size.width - left)
        let rows = min(height.resolved(in: size.height, from: top), size.height - top)
        return Rect(x: left, y: top, width: max(0, columns), height: max(0, rows))
    }
}

/// A prototype view of a host: `cell Message template=MessageCell class=MessageCell`, or with
/// its template written inline below it.
public struct PrototypeDeclaration: Hashable, Sendable {
    /// Cell, header, footer or another supplementary kind.
    public var kind: ViewKind
    /// The reuse identifier it is registered under.
    public var identifier: String
    /// The view class's name (`class=`); `nil` uses the class named like the identifier when
    /// one is passed to the loader, else ``TableCell``, ``GridCell`` or ``SupplementaryView``.
    public var className: String?
    /// Where its design comes from.
    public var design: PrototypeDesign
    /// The line of the declaration.
    public var line: Int
}

/// Where a prototype's design comes from.
public enum PrototypeDesign: Hashable, Sendable {
    /// The class's code (no template).
    case code
    /// A template written inline in the screen file.
    case inline(Template)
    /// A template file of this name, looked up in the loader's bundle.
    case named(String)
}
