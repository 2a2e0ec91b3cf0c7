import Foundation

/// Reads screen files and builds their hosts — the terminal's `UIStoryboard`.
///
/// ```swift
/// let screen = try ScreenLoader.load(named: "Mail", in: .module, size: terminalSize,
///                                    viewTypes: [MessageCell.self])
/// let manager = TableManager(host: screen.tableHost(named: "messages") ?? TableHost())
/// manager.register(MessageCell.self) { mapping in
///     mapping.cellRegisteredByStoryboard = true   // use the prototype, do not register over it
/// }
/// ```
///
/// Hosts are made by ``hostFactories``, keyed by the kind a screen file names: `table` and
/// `grid` are built in. A host of your own joins by registering its factory:
/// `ScreenLoader.hostFactories["chart"] = { _ in ChartHost() }`. A kind without a factory is
/// an anomaly and a placeholder host that shows the reason.
@MainActor
public enum ScreenLoader {
    /// Makes a host for a declaration of some kind.
    public typealias HostFactory = @MainActor (ScreenHostDeclaration) -> any ScreenHost

    /// The file extension of screen files.
    nonisolated public static let fileExtension = "screen"

    /// Host factories by kind; `table` makes a ``TableHost``, `grid` a ``GridHost``.
    public static var hostFactories: [String: HostFactory] = [
        "table": { _ in TableHost() }, "grid": { _ in GridHost() },
    ]

    /// Parses screen file text. `file` names it in errors (default `NAME.screen`).
    nonisolated public static func parse(_ text: String, name: String, file: String? = nil) throws(FileParseError)
        -> ScreenFile
    {
        try ScreenParser.parse(text, name: name, file: file ?? "\(name).\(fileExtension)")
    }

    /// Reads and parses the screen file at `url`.
    nonisolated public static func parse(contentsOf url: URL) throws(FileParseError) -> ScreenFile {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FileParseError(file: url.path, line: 1, message: "the file could not be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileParseError(file: url.path, line: 1, message: "the file is not UTF-8 text")
        }
        return try parse(text, name: url.deletingPathExtension().lastPathComponent, file: url.path)
    }

    /// Loads the screen file `NAME.screen` of `bundle` and builds it (see ``instantiate(_:size:viewTypes:bundle:substitutingUnknownClasses:anomalyHandler:)``).
    public static func load(
        named name: String, in bundle: Bundle, size: Size, viewTypes: [ReusableView.Type] = []
    ) throws(FileParseError) -> LoadedScreen {
        guard let url = bundle.url(forResource: name, withExtension: fileExtension) else {
            throw FileParseError(
                file: "\(name).\(fileExtension)", line: 1, message: "no such screen file in \(bundle.bundleURL.path)")
        }
        return try instantiate(try parse(contentsOf: url), size: size, viewTypes: viewTypes, bundle: bundle)
    }

    /// Builds the hosts of `file` for a screen of `size` and registers each host's prototypes.
    ///
    /// - Parameters:
    ///   - file: the parsed screen file.
    ///   - size: the size of the screen the hosts share.
    ///   - viewTypes: the classes prototypes may name (`class=`), found by class name; a
    ///     prototype without `class=` uses the class named like its identifier when given here.
    ///   - bundle: where `template=` names are looked up.
    ///   - substitutingUnknownClasses: use the default class for a `class=` not in `viewTypes`
    ///     instead of failing (a previewer that knows no app classes).
    ///   - anomalyHandler: receives ``ManagerAnomaly/noHostFactory(kind:host:screen:)``.
    /// - Returns: the screen, its hosts laid out at `size`.
    /// - Throws: a ``FileParseError`` at the prototype's line for an unknown class, a missing
    ///   or broken template, or a template lacking the class's outlets.
    public static func instantiate(
        _ file: ScreenFile, size: Size, viewTypes: [ReusableView.Type] = [], bundle: Bundle = .main,
        substitutingUnknownClasses: Bool = false, anomalyHandler: AnomalyHandler<ManagerAnomaly>? = nil
    ) throws(FileParseError) -> LoadedScreen {
        let handler = anomalyHandler ?? AnomalyHandler<ManagerAnomaly>()
        var instances: [ScreenHostInstance] = []
        for declaration in file.hosts {
            guard let factory = hostFactories[declaration.kind] else {
                handler.reportAnomaly(.noHostFactory(kind: declaration.kind, host: declaration.name, screen: file.name))
                let placeholder = PlaceholderHost(
                    message: "no host factory for '\(declaration.kind)' (\(declaration.name))")
                instances.append(ScreenHostInstance(declaration: declaration, host: placeholder))
                continue
            }
            let host = factory(declaration)
            for prototype in declaration.prototypes {
                let registration = PrototypeRegistration(
                    screen: file, host: declaration, prototype: prototype, viewTypes: viewTypes,
                    bundle: bundle, substitutingUnknownClasses: substitutingUnknownClasses)
                host.register(try registration.viewSource(), kind: prototype.kind, identifier: prototype.identifier)
            }
            instances.append(ScreenHostInstance(declaration: declaration, host: host))
        }
        return LoadedScreen(file: file, hosts: instances, size: size)
    }
}
