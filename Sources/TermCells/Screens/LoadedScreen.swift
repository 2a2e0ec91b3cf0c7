/// One host of a loaded screen, with its declaration and its rectangle on the screen.
@MainActor
public final class ScreenHostInstance {
    /// What the screen file says about the host.
    public let declaration: ScreenHostDeclaration
    /// The host.
    public let host: any ScreenHost
    /// Its rectangle on the screen, recomputed by ``LoadedScreen/layout(in:)``.
    public internal(set) var frame = Rect.zero

    init(declaration: ScreenHostDeclaration, host: any ScreenHost) {
        self.declaration = declaration
        self.host = host
    }
}

/// A screen file's hosts, built and laid out: draw it, feed it input, reach its hosts by name.
///
/// Tab and Shift-Tab move the keyboard between hosts; a click focuses the host under it.
@MainActor
public final class LoadedScreen {
    /// The parsed file.
    public let file: ScreenFile
    /// The hosts, in declaration order.
    public let hosts: [ScreenHostInstance]
    /// The screen size of the last layout.
    public private(set) var size: Size
    /// The index in ``hosts`` of the host with the keyboard.
    public private(set) var focusedIndex: Int?

    init(file: ScreenFile, hosts: [ScreenHostInstance], size: Size) {
        self.file = file
        self.hosts = hosts
        self.size = size
        layout(in: size)
        focus(hosts.isEmpty ? nil : 0)
    }

    /// The host called `name`.
    public func host(named name: String) -> (any ScreenHost)? {
        hosts.first { $0.declaration.name == name }?.host
    }

    /// The table host called `name`.
    public func tableHost(named name: String) -> TableHost? {
        host(named: name) as? TableHost
    }

    /// Recomputes every host's rectangle for a screen of `size`.
    public func layout(in size: Size) {
        self.size = size
        for instance in hosts { instance.frame = instance.declaration.frame(in: size) }
    }

    /// Draws every host into its rectangle of `canvas` (laying out again if the size changed).
    public func draw(in canvas: any Canvas) {
        if canvas.size != size { layout(in: canvas.size) }
        for instance in hosts where !instance.frame.isEmpty {
            instance.host.draw(in: canvas.child(in: instance.frame))
        }
    }

    /// Gives the keyboard to the host at `index` (`nil`: to none).
    public func focus(_ index: Int?) {
        focusedIndex = index.flatMap { hosts.indices.contains($0) ? $0 : nil }
        for (position, instance) in hosts.enumerated() { instance.host.isFocused = position == focusedIndex }
    }

    /// Answers an event in screen coordinates: Tab / Shift-Tab move focus, other keys go to
    /// the focused host, mouse events to the host under the pointer (which takes focus).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.key == .tab || key.key == .backTab:
            guard !hosts.isEmpty else { return false }
            let step = key.key == .tab ? 1 : hosts.count - 1
            focus(((focusedIndex ?? -1) + step + hosts.count) % hosts.count)
            return true
        case .key:
            guard let focusedIndex else { return false }
            return hosts[focusedIndex].host.handle(event)
        case .mouse(let mouse):
            guard let index = hosts.lastIndex(where: { $0.frame.contains(mouse.location) }) else { return false }
            if index != focusedIndex { focus(index) }
            return hosts[index].host.handle(.mouse(mouse.relative(to: hosts[index].frame.origin)))
        case .resize(let newSize):
            layout(in: newSize)
            return false
        case .paste:
            return false
        }
    }
}
