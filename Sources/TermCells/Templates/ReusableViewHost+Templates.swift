import Foundation

extension ReusableViewHost {
    /// Where views of `type` come from under the template rules of the registration guide:
    ///
    /// - `name == nil`: made in code.
    /// - the host's ``templateViewSource`` hook answers: its source.
    /// - a template `name` exists in `bundle`: drawn by it — unless it lacks an outlet in
    ///   `type.outletNames` (anomaly, placeholder).
    /// - it exists but cannot be parsed: anomaly naming file and line, placeholder.
    /// - it does not exist: made in code; an anomaly only if the name was `explicit`.
    public func templateSource(
        for type: ReusableView.Type, named name: String?, in bundle: Bundle, kind: ViewKind, explicit: Bool
    ) -> ViewSource {
        guard let name else { return .code(type) }
        if let hook = templateViewSource, let source = hook(type, name, kind) { return source }
        let viewType = ReuseIdentifier.of(type)
        switch TemplateLoader.shared.template(named: name, in: bundle) {
        case .found(let template):
            let missing = Self.outlets(of: type, missingFrom: template)
            guard missing.isEmpty else {
                anomalyHandler.reportAnomaly(.templateLacksOutlets(name: name, viewType: viewType, outlets: missing))
                return .failedTemplate(name, for: type, reason: Self.missingOutletsReason(name, missing))
            }
            return .template(template, for: type)
        case .notFound:
            if explicit { anomalyHandler.reportAnomaly(.templateNotFound(name: name, viewType: viewType)) }
            return .code(type)
        case .failed(let error):
            anomalyHandler.reportAnomaly(.templateUnreadable(name: name, viewType: viewType, error: error))
            return .failedTemplate(name, for: type, reason: error.description)
        }
    }

    /// The names in `type.outletNames` that `template` has no outlet for, in order, once each.
    static func outlets(of type: ReusableView.Type, missingFrom template: Template) -> [String] {
        var seen: Set<String> = []
        return type.outletNames.filter { !template.hasOutlet(named: $0) && seen.insert($0).inserted }
    }

    static func missingOutletsReason(_ name: String, _ missing: [String]) -> String {
        "template '\(name)' lacks \(missing.count.noun("outlet")) "
            + missing.map { "'\($0)'" }.joined(separator: ", ")
    }
}
