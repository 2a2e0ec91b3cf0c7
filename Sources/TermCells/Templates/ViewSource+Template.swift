extension ViewSource {
    /// Views of `type` drawn by `template`.
    public static func template(_ template: Template, for type: ReusableView.Type) -> ViewSource {
        ViewSource(viewType: type, origin: .template(template.name)) {
            let view = type.init()
            view.template = template
            return view
        }
    }

    /// Views of `type` whose template `name` could not be used: they draw `reason` as a
    /// placeholder, yet keep their type so typed dequeues and handlers still work.
    public static func failedTemplate(_ name: String, for type: ReusableView.Type, reason: String) -> ViewSource {
        ViewSource(viewType: type, origin: .template(name)) {
            let view = type.init()
            view.templateFailure = reason
            return view
        }
    }
}
