import Synchronization

/// What one solve may spend: work (terms written by pivots, a count that is
/// the same on every machine, so a scene over it is refused everywhere),
/// memory (terms held in the tableau) and wall-clock time. A solver past any
/// of them stops within a pivot (or a slice of one) and refuses every
/// further change with `SolverError.stopped`: a hostile scene then costs a
/// bounded share of a worker, and the answer is an error, not a crash.
public struct SolverBudget: Hashable, Sendable {
    /// Terms written by pivots and merges, summed over the solve.
    public var maxWork: Int
    /// Terms held in rows and objective costs at once.
    public var maxTerms: Int
    /// Past this instant the solver stops (nil: never).
    public var deadline: ContinuousClock.Instant?
    /// Once cancelled, every solve holding it stops (a daemon that is
    /// stopping cancels the work still running after its grace period).
    public var cancellation: SolverCancellation?

    public init(maxWork: Int = .max, maxTerms: Int = .max, deadline: ContinuousClock.Instant? = nil,
                cancellation: SolverCancellation? = nil) {
        self.maxWork = maxWork
        self.maxTerms = maxTerms
        self.deadline = deadline
        self.cancellation = cancellation
    }

    public static let unlimited = SolverBudget()

    public static func == (a: SolverBudget, b: SolverBudget) -> Bool {
        a.maxWork == b.maxWork && a.maxTerms == b.maxTerms && a.deadline == b.deadline && a.cancellation === b.cancellation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(maxWork)
        hasher.combine(maxTerms)
        hasher.combine(deadline)
        hasher.combine(cancellation.map(ObjectIdentifier.init))
    }
}

/// A flag many solves share and any thread may raise.
public final class SolverCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

/// Why a solver stopped before its work was done.
public enum SolverStop: Error, Hashable, Sendable {
    case work
    case memory
    case deadline
    /// Its `SolverCancellation` was raised.
    case cancelled
}

/// The spending of one solve, shared by every tableau it builds (the
/// solver's own, the conflict search's, the ambiguity probe's), so that
/// none of them can go past the budget on its own account.
final class WorkMeter {
    let budget: SolverBudget
    private(set) var spent = 0
    /// Terms held now (rows and costs), as the tableaus report them.
    var terms = 0
    private(set) var stopped: SolverStop?

    init(_ budget: SolverBudget) { self.budget = budget }

    /// Adds `work` units; true once the solve must stop. Reads the clock
    /// only when a deadline is set.
    @discardableResult
    func charge(_ work: Int) -> Bool {
        guard stopped == nil else { return true }
        spent &+= work
        if spent > budget.maxWork {
            stopped = .work
        } else if terms > budget.maxTerms {
            stopped = .memory
        } else if let deadline = budget.deadline, ContinuousClock.now >= deadline {
            stopped = .deadline
        } else if let cancellation = budget.cancellation, cancellation.isCancelled {
            stopped = .cancelled
        }
        return stopped != nil
    }
}
