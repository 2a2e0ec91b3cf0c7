@testable import TermCells

/// A view of the misuse fuzz, usable in a table and in a grid: it draws `text` on its first
/// row. `prepareForReuse` keeps the text on purpose, so a view handed out for a model without
/// being configured for it shows stale text, which the screen check notices.
class FuzzTextView: ReusableView {
    var text = ""

    required init() { super.init() }

    override func draw(in canvas: any Canvas) {
        canvas.draw(text, row: 0)
    }
}

/// Shows numbers as `N:<n>`.
final class FuzzNumberCell: FuzzTextView, ModelTransfer {
    func update(with model: Int) { text = "N:\(model)" }
}

/// A second view for numbers (`O:<n>`): registering both makes numbers ambiguous.
final class FuzzOtherNumberCell: FuzzTextView, ModelTransfer {
    func update(with model: Int) { text = "O:\(model)" }
}

/// Shows strings as `W:<word>`.
final class FuzzWordCell: FuzzTextView, ModelTransfer {
    func update(with model: String) { text = "W:\(model)" }
}

/// A view for doubles that the fuzz never registers: events and typed dequeues name it.
final class FuzzGhostCell: FuzzTextView, ModelTransfer {
    func update(with model: Double) { text = "G:\(model)" }
}

/// A header or footer for strings (`T:<word>`).
final class FuzzTitleView: FuzzTextView, ModelTransfer {
    func update(with model: String) { text = "T:\(model)" }
}

/// A header or footer for numbers (`#:<n>`).
final class FuzzCountView: FuzzTextView, ModelTransfer {
    func update(with model: Int) { text = "#:\(model)" }
}

/// Calls `visit` with one concrete fuzz view type, so generic manager API can be driven
/// from a value picked at random.
@MainActor
protocol FuzzViewVisitor {
    associatedtype Result
    func visit<View: FuzzTextView & ModelTransfer>(_ type: View.Type) -> Result
}

/// The view types of the fuzz, as values.
enum FuzzViewType: CaseIterable, CustomStringConvertible {
    case number, otherNumber, word, ghost, title, count

    /// The reuse identifier of the class, as anomalies name it.
    var name: String {
        switch self {
        case .number: return "FuzzNumberCell"
        case .otherNumber: return "FuzzOtherNumberCell"
        case .word: return "FuzzWordCell"
        case .ghost: return "FuzzGhostCell"
        case .title: return "FuzzTitleView"
        case .count: return "FuzzCountView"
        }
    }

    /// What `update(with:)` prepends to the model.
    var prefix: String {
        switch self {
        case .number: return "N:"
        case .otherNumber: return "O:"
        case .word: return "W:"
        case .ghost: return "G:"
        case .title: return "T:"
        case .count: return "#:"
        }
    }

    /// The `ModelType` of the view.
    var modelType: FuzzModelType {
        switch self {
        case .number, .otherNumber, .count: return .int
        case .word, .title: return .string
        case .ghost: return .double
        }
    }

    /// Whether `view` is an instance of this view type.
    func isType(of view: ReusableView) -> Bool {
        ReuseIdentifier.of(type(of: view)) == name
    }

    static func named(_ name: String) -> FuzzViewType? {
        allCases.first { $0.name == name }
    }

    @MainActor
    func accept<Visitor: FuzzViewVisitor>(_ visitor: Visitor) -> Visitor.Result {
        switch self {
        case .number: return visitor.visit(FuzzNumberCell.self)
        case .otherNumber: return visitor.visit(FuzzOtherNumberCell.self)
        case .word: return visitor.visit(FuzzWordCell.self)
        case .ghost: return visitor.visit(FuzzGhostCell.self)
        case .title: return visitor.visit(FuzzTitleView.self)
        case .count: return visitor.visit(FuzzCountView.self)
        }
    }

    var description: String { name }
}

/// Whether a model (already unwrapped) is "even" for ``FuzzCondition/evenModels``: the number
/// a fuzz model was made from is even.
func fuzzModelIsEven(_ model: Any) -> Bool {
    switch model {
    case let number as Int: return number.isMultiple(of: 2)
    case let word as String: return Int(word.dropFirst()).map { $0.isMultiple(of: 2) } ?? false
    case let real as Double: return Int(real - 0.5).isMultiple(of: 2)
    case let opaque as FuzzOpaque: return opaque.id.isMultiple(of: 2)
    default: return false
    }
}
