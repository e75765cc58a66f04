/// Every numeric tolerance and limit of the solver, in one place.
enum Tolerances {
    /// Coefficients and constants smaller than this (in magnitude) are zero.
    /// Layout values are points; 1e-9 is far below anything visible and far
    /// above the rounding noise of a few thousand pivots.
    static let zero = 1e-9
    /// A basic restricted symbol whose value is below `-feasibility` is infeasible.
    static let feasibility = 1e-9
    /// A required inequality holding by more than this is kept out of the
    /// tableau until the next change (`Solver.addLazily`): far above the
    /// `feasibility` under which the optimal face counts a row as tight.
    static let heldAsideMargin = 1e-6
    /// The artificial objective of a required constraint must reach at most this.
    static let artificial = 1e-8
    /// A restricted symbol needs a coefficient at least this large to be
    /// made a new row's subject without phase one (dividing by less would
    /// magnify rounding).
    static let subjectCoefficient = 1e-6
    /// Pivots per optimisation: a guard against cycling in floating point
    /// (Bland's rule cannot cycle in exact arithmetic), scaled by tableau size.
    static let pivotsPerSymbol = 50
    static let minimumPivots = 10_000
    /// Degenerate pivots in a row before the primal simplex switches from
    /// Dantzig's rule to Bland's (which cannot cycle).
    static let degeneratePivots = 50
    /// How far an alternative optimal solution should move the analysed
    /// expression when the optimal face allows it (points).
    static let visibleChange = 1.0
    /// A row merged into one more than this many times longer is merged in
    /// place (binary search per term) instead of by a linear two-way merge.
    static let inPlaceMergeRatio = 8
    /// Symbols a tableau makes room for when it first grows: enough for a
    /// scene of a few views (about 25 constraints), so that it never regrows.
    static let initialSymbolCapacity = 64
    /// Spare terms a new tableau row has room for, so that the first merges
    /// into it (a pivot brings in a term or two) do not reallocate it.
    static let rowSlack = 6
    /// Emptied row buffers a tableau keeps for reuse (see `Tableau.recycle`).
    static let spareRowBuffers = 32
    /// Below this many variables a solver's first `readValues` reads each
    /// value lazily instead of building the value plan (see there).
    static let lazyFirstRead = 256
    /// Constraint records a solver makes room for on its first add.
    static let initialConstraintCapacity = 32
}
