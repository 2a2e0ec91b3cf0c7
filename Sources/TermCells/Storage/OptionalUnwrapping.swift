/// Lets code that holds an `Any` see through an `Optional` boxed inside it.
private protocol OptionalBox {
    var boxedValue: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var boxedValue: Any? {
        switch self {
        case .some(let wrapped): unwrappedModel(wrapped)
        case .none: nil
        }
    }
}

/// Returns `model` without any `Optional` layers, or `nil` when one of them is empty.
///
/// A header passed as `Optional<Header>.none` through an `Any` parameter must mean "no header",
/// not "a header whose value is nil".
func unwrappedModel(_ model: Any?) -> Any? {
    guard let model else { return nil }
    // Most models are not optionals: the type's kind says so without the cast, whose first try
    // for each model type scans every conformance record of the program.
    guard isOptional(model) else { return model }
    if let box = model as? any OptionalBox { return box.boxedValue }
    return model
}

/// Whether `value`'s dynamic type is an `Optional`.
private func isOptional(_ value: Any) -> Bool {
    func check<Value>(_: Value) -> Bool { _isOptional(Value.self) }
    return check(value)
}
