extension ReusableView {
    /// Draws the view's template with its outlet values, or the reason its template failed;
    /// returns `false` (drawing nothing) for a view designed in code.
    ///
    /// Built-in views call this first in `draw(in:)`, so a subclass designed in code becomes
    /// template-backed by registering a template, with no change to its code.
    @discardableResult
    public func drawTemplate(in canvas: any Canvas) -> Bool {
        if let templateFailure {
            let style = theme.anomalyPlaceholderStyle(underCursor: isHighlighted)
            canvas.fill(style: style)
            canvas.draw("⚠ " + templateFailure, row: 0, style: style)
            return true
        }
        guard let template else { return false }
        template.draw(in: canvas, isHighlighted: isHighlighted, isSelected: isSelected) { outletValue(named: $0) }
        return true
    }

    /// Fills ``outlets`` from the stored properties of `model` whose names are outlets of the
    /// view's template (every property when the view has no template), as text.
    ///
    /// Optionals are unwrapped (an empty one clears the outlet); other values are written
    /// with `String(describing:)`. Properties of a class model's superclasses count too;
    /// a subclass's property wins over a superclass's of the same name. Uses `Mirror`, so
    /// prefer setting outlets yourself on views shown in very long, fast-scrolling lists.
    ///
    /// ```swift
    /// func update(with model: Post) { fillOutlets(fromPropertiesOf: model) }
    /// ```
    public func fillOutlets(fromPropertiesOf model: Any) {
        var filled: Set<String> = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, !filled.contains(label) else { continue }
                if let template, !template.hasOutlet(named: label) { continue }
                filled.insert(label)
                outlets[label] = unwrappedModel(child.value).map { String(describing: $0) }
            }
            mirror = current.superclassMirror
        }
    }
}
