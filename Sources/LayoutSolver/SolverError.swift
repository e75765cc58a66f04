/// Every way a solver operation can fail. The solver is unchanged by a
/// failed operation and stays usable.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with `conflict`: required
    /// constraints already present, minimal (drop any one and it could hold),
    /// in order of addition. The refused constraint is not in the solver.
    case unsatisfiable(conflict: [ConstraintHandle])
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFinite
    case unknownConstraint(ConstraintHandle)
    case unknownVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables take priorities below required.
    case requiredEditVariable(Variable)
    /// The solve went past its `SolverBudget`; the solver refuses every
    /// further change (its values are those of the last step made).
    case stopped(SolverStop)
}
