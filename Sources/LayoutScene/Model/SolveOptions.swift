import LayoutSolver

/// How to solve a scene: overrides of the document's settings and what to report.
public struct SolveOptions: Hashable, Sendable {
    public enum Detail: String, Hashable, Sendable {
        /// Constraints with id, origin, priority, equation and description.
        case normal
        /// Also whether each holds and by how much it misses.
        case full
    }

    public var size: SceneSize?
    public var layoutDirection: LayoutDirection?
    public var displayScale: Double?
    /// Replaces the document's variants when set.
    public var variants: [SceneVariant]?
    public var detail: Detail
    /// Look for ambiguous layouts (docs/scenes.md, "Ambiguity").
    public var analyzeAmbiguity: Bool
    /// Measure `solveMicroseconds`; off, it is reported as 0 so results
    /// compare byte for byte.
    public var measureTime: Bool
    /// Caps on the diagnostics.
    public var limits: DiagnosticLimits
    /// What each solver of the solve may spend (see `SolverBudget`); only
    /// `SceneSolver.solveWithinBudget` and `WarmScene` honour it.
    public var budget: SolverBudget = .unlimited

    public init(size: SceneSize? = nil, layoutDirection: LayoutDirection? = nil, displayScale: Double? = nil,
                variants: [SceneVariant]? = nil, detail: Detail = .normal, analyzeAmbiguity: Bool = true,
                measureTime: Bool = true, limits: DiagnosticLimits = .standard) {
        self.size = size
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.variants = variants
        self.detail = detail
        self.analyzeAmbiguity = analyzeAmbiguity
        self.measureTime = measureTime
        self.limits = limits
    }
}

extension SolverBudget {
    /// The daemon's default budget (`solver.max_work`, `solver.max_terms`):
    /// work the densest worst cases reach in 0.7-0.8 s on the benchmark
    /// machine, and about 160 MB of terms; the benchmark families at 5,000
    /// views and the largest scene the limits allow use a few percent of either
    /// (BENCHMARKS.md, "Worst cases under the daemon's budget").
    public static let standard = SolverBudget(maxWork: 30_000_000, maxTerms: 4_000_000)
}
