/// A variable of the solver. Ids are dense, handed out by `Solver.makeVariable`,
/// so per-variable tables can be arrays indexed by `id`.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    public init(id: Int) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public var description: String { "v\(id)" }
}
