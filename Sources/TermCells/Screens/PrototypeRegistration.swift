import Foundation

/// Turns one prototype declaration into the view source registered on its host.
@MainActor
struct PrototypeRegistration {
    let screen: ScreenFile
    let host: ScreenHostDeclaration
    let prototype: PrototypeDeclaration
    let viewTypes: [ReusableView.Type]
    let bundle: Bundle
    let substitutingUnknownClasses: Bool

    func viewSource() throws(FileParseError) -> ViewSource {
        let type = try viewType()
        let origin = ViewSource.Origin.screen(screen.name)
        let template: Template
        switch prototype.design {
        case .code:
            return ViewSource(viewType: type, origin: origin) { type.init() }
        case .inline(let inline):
            template = inline
        case .named(let name):
            switch TemplateLoader.shared.template(named: name, in: bundle) {
            case .found(let found): template = found
            case .notFound:
                throw problem(
                    "template '\(name)' of prototype '\(prototype.identifier)' was not found in \(bundle.bundleURL.path)"
                )
            case .failed(let error):
                throw problem("template '\(name)' of prototype '\(prototype.identifier)' could not be read: \(error)")
            }
        }
        let missing = TableHost.outlets(of: type, missingFrom: template)
        guard missing.isEmpty else {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            throw problem(
                "the template of prototype '\(prototype.identifier)' has no \(missing.count.noun("outlet")) \(list) that \(ReuseIdentifier.of(type)) uses"
            )
        }
        return ViewSource(viewType: type, origin: origin) {
            let view = type.init()
            view.template = template
            return view
        }
    }

    private func viewType() throws(FileParseError) -> ReusableView.Type {
        let wanted = prototype.className ?? prototype.identifier
        if let type = viewTypes.first(where: { ReuseIdentifier.of($0) == wanted }) { return type }
        if let className = prototype.className, !substitutingUnknownClasses {
            throw problem(
                "class '\(className)' of prototype '\(prototype.identifier)' is unknown: pass \(className).self in viewTypes"
            )
        }
        switch prototype.kind {
        case .cell: return host.kind == "grid" ? GridCell.self : TableCell.self
        case .supplementary: return SupplementaryView.self
        }
    }

    private func problem(_ message: String) -> FileParseError {
        FileParseError(file: screen.file, line: prototype.line, message: message)
    }
}
