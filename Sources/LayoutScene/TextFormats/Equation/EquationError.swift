import JSON

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
