/// How storages find a model given as `Any`: by `==` when its type is `Equatable`, by identity
/// when it is a class instance, not at all otherwise.
enum ModelEquality {
    /// Whether a model of this dynamic type can be found again by ``matches(_:_:)``.
    static func isSearchable(_ model: Any) -> Bool {
        model is any Equatable || type(of: model) is AnyObject.Type
    }

    /// Whether `candidate` is the model `target` stands for.
    static func matches(_ target: Any, _ candidate: Any) -> Bool {
        if let equatable = target as? any Equatable {
            return equatable.isEqual(toModel: candidate)
        }
        if type(of: target) is AnyObject.Type, type(of: candidate) is AnyObject.Type {
            return (target as AnyObject) === (candidate as AnyObject)
        }
        return false
    }
}

extension Equatable {
    /// Opens the existential so that two `Any` values can be compared with `==`.
    fileprivate func isEqual(toModel other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
