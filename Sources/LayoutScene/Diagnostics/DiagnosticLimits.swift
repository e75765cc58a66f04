/// Tolerances and caps of the diagnostics, in one place. The caps keep the
/// answer bounded however many views are ambiguous or constraints conflict;
/// what a cap leaves out is counted in an `omitted` diagnostic.
public struct DiagnosticLimits: Hashable, Sendable {
    /// Diagnostics of one kind in one result.
    public var maxPerKind: Int
    /// Ids in one list of a diagnostic (a conflicting set, `related`) or of
    /// `affecting`; the rest is counted beside the list.
    public var maxListed: Int
    /// Equations one priority-tie suggestion may raise before it falls back
    /// to pinning the view's current frame.
    public var maxTieRaises: Int
    /// Scenes with at most this many views and guides list every frame in an
    /// `alternative`; larger ones only the frames that move, so a hundred
    /// ambiguous views in a huge scene do not repeat every frame a hundred times.
    public var fullAlternativeItems: Int
    /// Expressions combined into one in the ambiguity probe.
    public var ambiguityBatch: Int
    /// Budget of the ambiguity search, in expressions asked times variables
    /// (each ambiguous answer carries a whole alternative solution, so this
    /// bounds memory too: 8 bytes a unit). Past it
    /// the remaining items are counted as unchecked, so a huge scene in
    /// which everything moves still answers quickly.
    public var ambiguityWork: Int
    /// A tie whose trade moves a frame by at most this (points) is an exact
    /// fit, not reported. 0, the default, is the strict definition: ambiguous
    /// is not the same in every optimal solution. Only a scene whose sizes
    /// were saved rounded gets more (Interface Builder's, docs/scenes.md,
    /// "Ambiguity").
    public var exactFitTolerance: Double

    public init(maxPerKind: Int = 100, maxListed: Int = 100, maxTieRaises: Int = 8,
                fullAlternativeItems: Int = 50, ambiguityBatch: Int = 256, ambiguityWork: Int = 2_000_000,
                exactFitTolerance: Double = 0) {
        self.maxPerKind = maxPerKind
        self.maxListed = maxListed
        self.maxTieRaises = maxTieRaises
        self.fullAlternativeItems = fullAlternativeItems
        self.ambiguityBatch = ambiguityBatch
        self.ambiguityWork = ambiguityWork
        self.exactFitTolerance = exactFitTolerance
    }

    public static let standard = DiagnosticLimits()

    /// A design frame is misplaced when an edge or length differs from the
    /// solved one by more than this (points), as Interface Builder warns.
    static let misplacedTolerance = 0.5
    /// A length at most this is zero; an edge past the superview's by more
    /// than this is outside (points; solver noise is far below it).
    static let geometryTolerance = 1e-6
    /// An alternative frame counts as moved when it differs by more than this.
    static let movedTolerance = 1e-6
}

extension DiagnosticLimits {
    /// These limits with the document's exact-fit tolerance when it is the
    /// larger: a scene stored or written by the importer keeps the rounding
    /// allowance of the document it came from on every solve path
    /// (docs/scenes.md, "Ambiguity").
    func fitting(_ document: SceneDocument) -> DiagnosticLimits {
        guard document.exactFitTolerance > exactFitTolerance else { return self }
        var limits = self
        limits.exactFitTolerance = document.exactFitTolerance
        return limits
    }

    /// The smallest gap between a tie's priority and the raised one a
    /// suggestion proposes.
    static let priorityStep = 1.0 / 1024
    /// Differences this small in a solved value are rounding noise (far below
    /// the solver's feasibility tolerance, so dropping them keeps a pin feasible).
    static let noise = 1e-11
    /// Conflicting sets up to this size look for constraints relating the
    /// same attributes by comparing pairs; larger ones hash.
    static let linearPairSearch = 16
}
