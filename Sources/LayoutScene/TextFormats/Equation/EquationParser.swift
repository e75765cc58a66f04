import JSON
import LayoutSolver

/// Parses the equation form of a constraint (docs/scenes.md, "Constraint forms", the equation string):
///
///     item.attr REL [m *] item.attr [+|- c] [@ p]
///     item.attr REL item.attr * m [+|- c] [@ p]
///     item.attr REL c [@ p]
///
/// Item ids may hold `.` and `-`, so an item reference ends at the last `.`
/// of its word. Errors name the 1-based byte column and what was expected.
public struct EquationParser {
    /// The priority when the equation has no `@p`.
    public var defaultPriority: Double

    public init(defaultPriority: Double = 1000) {
        self.defaultPriority = defaultPriority
    }

    public func parse(_ text: String) throws(EquationError) -> ConstraintSpec {
        // Reads the string's own UTF-8 storage: copying it cost more than the parse.
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(EquationError) in try parse(bytes: bytes) }
        }
        return try result.get()
    }

    func parse(bytes: UnsafeBufferPointer<UInt8>) throws(EquationError) -> ConstraintSpec {
        var lexer = EquationLexer(bytes)
        let first = try lexer.reference()
        let relation = try lexer.relation()
        var spec = ConstraintSpec(first: first, relation: relation, priority: defaultPriority)
        switch try lexer.operand() {
        case .number(let value, _):
            if lexer.peekSymbol() == UInt8(ascii: "*") {
                lexer.advance()
                guard case .reference(let second, _) = try lexer.operand() else {
                    throw .syntax(column: lexer.lastColumn, message: "expected 'item.attribute' after '*'")
                }
                spec.multiplier = value
                spec.second = second
                try tail(&lexer, into: &spec)
            } else {
                spec.constant = value
                try priority(&lexer, into: &spec)
            }
        case .reference(let second, _):
            spec.second = second
            if lexer.peekSymbol() == UInt8(ascii: "*") {
                lexer.advance()
                guard case .number(let value, _) = try lexer.operand() else {
                    throw .syntax(column: lexer.lastColumn, message: "expected a multiplier after '*'")
                }
                spec.multiplier = value
            }
            try tail(&lexer, into: &spec)
        }
        if let column = lexer.remainingColumn() {
            throw .syntax(column: column, message: "expected the end of the equation")
        }
        return spec
    }

    /// `[+|- c] [@ p]`
    func tail(_ lexer: inout EquationLexer<UnsafeBufferPointer<UInt8>>, into spec: inout ConstraintSpec) throws(EquationError) {
        let symbol = lexer.peekSymbol()
        if symbol == UInt8(ascii: "+") || symbol == UInt8(ascii: "-") {
            lexer.advance()
            guard case .number(let value, _) = try lexer.operand() else {
                throw .syntax(column: lexer.lastColumn, message: "expected a constant")
            }
            spec.constant = symbol == UInt8(ascii: "-") ? -value : value
        }
        try priority(&lexer, into: &spec)
    }

    /// `[@ p]`
    func priority(_ lexer: inout EquationLexer<UnsafeBufferPointer<UInt8>>, into spec: inout ConstraintSpec) throws(EquationError) {
        guard lexer.peekSymbol() == UInt8(ascii: "@") else { return }
        lexer.advance()
        guard case .number(let value, let column) = try lexer.operand() else {
            throw .syntax(column: lexer.lastColumn, message: "expected a priority after '@'")
        }
        guard Priority(value) != nil else {
            throw .syntax(column: column, message: "priority \(NumberText.exact(value)) is outside 1...1000")
        }
        spec.priority = value
    }
}

/// Why an equation string could not be read. Columns are 1-based byte
/// columns into the equation; scene validation turns each into an error
/// of a `SceneProblem` with its pointer.
public enum EquationError: Error, Equatable, Sendable {
    /// An equation that does not follow the grammar.
    case syntax(column: Int, message: String)

    /// A one-line explanation for people.
    public var message: String {
        switch self {
        case let .syntax(column, message):
            return "column \(column): \(message)"
        }
    }
}
