@testable import TermCells

/// A model the misuse fuzz puts in a storage, as the oracle sees it.
///
/// Values are unique within a sequence (each comes from a counter), so "the first item equal
/// to X" is never in doubt. The kinds cover what a storage may legally hold but a manager
/// cannot always show: models without any mapping (`real`, `opaque`), a nil model
/// (`missing`), a model that is neither `Equatable` nor a class (`opaque`, which a storage
/// cannot search for), and an optional wrapping a mapped model (`wrapped`).
enum FuzzItem: Hashable, CustomStringConvertible {
    case number(Int)
    case word(Int)
    case real(Int)
    case missing
    case opaque(Int)
    case wrapped(Int)

    /// The value handed to the storage.
    var stored: Any {
        switch self {
        case .number(let n): return n
        case .word(let n): return "w\(n)"
        case .real(let n): return Double(n) + 0.5
        case .missing: return Optional<Int>.none as Any
        case .opaque(let n): return FuzzOpaque(id: n)
        case .wrapped(let n): return Optional(n) as Any
        }
    }

    /// The model a manager sees once optionals are unwrapped; nil for `missing`.
    var model: FuzzModelType? {
        switch self {
        case .number, .wrapped: return .int
        case .word: return .string
        case .real: return .double
        case .opaque: return .opaque
        case .missing: return nil
        }
    }

    /// The text a view of `prefix` shows for this model.
    func shown(withPrefix prefix: String) -> String {
        switch self {
        case .number(let n), .wrapped(let n): return prefix + "\(n)"
        case .word(let n): return prefix + "w\(n)"
        case .real(let n): return prefix + "\(Double(n) + 0.5)"
        case .opaque(let n): return prefix + "\(FuzzOpaque(id: n))"
        case .missing: return prefix + "nil"
        }
    }

    /// What the conditions built with ``FuzzCondition/evenModels`` look at.
    var isEven: Bool {
        switch self {
        case .number(let n), .word(let n), .real(let n), .opaque(let n), .wrapped(let n): return n.isMultiple(of: 2)
        case .missing: return false
        }
    }

    /// Whether a storage can find this item by value (`Equatable` or a class).
    var isSearchable: Bool {
        if case .opaque = self { return false }
        return true
    }

    /// Whether a storage search for `self` stops at `candidate`: `==` on the unwrapped value,
    /// where a wrapped number equals the plain number and nil only equals nil.
    func searchMatches(_ candidate: FuzzItem) -> Bool {
        switch (self, candidate) {
        case (.number(let a), .number(let b)), (.number(let a), .wrapped(let b)),
            (.wrapped(let a), .number(let b)), (.wrapped(let a), .wrapped(let b)):
            return a == b
        case (.word(let a), .word(let b)), (.real(let a), .real(let b)):
            return a == b
        case (.missing, .missing):
            return true
        default:
            return false
        }
    }

    /// The description storages and managers print for the value.
    var storedDescription: String { String(describing: stored) }

    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .word(let n): return "\"w\(n)\""
        case .real(let n): return "\(Double(n) + 0.5)"
        case .missing: return "nil"
        case .opaque(let n): return "opaque\(n)"
        case .wrapped(let n): return "Optional(\(n))"
        }
    }
}

/// The unwrapped model types the fuzz uses, as the views declare them.
enum FuzzModelType: CaseIterable {
    case int, string, double, opaque

    /// `String(describing:)` of the type, as anomalies name it.
    var name: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .double: return "Double"
        case .opaque: return "FuzzOpaque"
        }
    }
}

/// A model that is neither `Equatable` nor a class: a storage cannot look it up, and no view
/// is ever registered for it.
struct FuzzOpaque {
    var id: Int
}
