extension ConstraintDescriber {
    /// What a lowered constraint's description is made from. The text is
    /// written when a result is encoded or read, not for every constraint
    /// lowered: most results are encoded once and dropped, and a large one
    /// held thousands of these strings only to free them again.
    enum Deferred: Hashable, Sendable {
        /// Written already (the autoresizing notation), or none.
        case given(String?)
        /// `describe(spec, kinship:)` of the constraint's spec.
        case described(Kinship)

        func text(for spec: ConstraintSpec) -> String? {
            switch self {
            case .given(let text): return text
            case .described(let kinship): return ConstraintDescriber.describe(spec, kinship: kinship)
            }
        }
    }
}
