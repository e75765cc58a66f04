/// How a constraint's expression relates to zero: `expression REL 0`.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}
