import LayoutSolver

/// Index into the lowered constraints of each solver handle. A fresh solver
/// numbers its handles densely from 0, so an array replaces a dictionary
/// (no hashing of thousands of handles per solve).
struct HandleOwners: Sendable {
    /// By handle id; -1 where the handle owns nothing (removed, or never made).
    private var owners: [Int] = []

    init(capacity: Int = 0) { owners.reserveCapacity(capacity) }

    subscript(handle: ConstraintHandle) -> Int? {
        get {
            handle.id >= 0 && handle.id < owners.count && owners[handle.id] >= 0 ? owners[handle.id] : nil
        }
        set {
            if handle.id == owners.count {
                // The usual case: handles come in order, one per added constraint.
                owners.append(newValue ?? -1)
                return
            }
            if handle.id > owners.count {
                // A kept solver's later handles (warm solves) come after a gap.
                owners.append(contentsOf: repeatElement(-1, count: handle.id + 1 - owners.count))
            }
            owners[handle.id] = newValue ?? -1
        }
    }

    /// The handle of lowered constraint `k`, if it was added.
    func handle(of k: Int) -> ConstraintHandle? {
        owners.firstIndex(of: k).map { ConstraintHandle(id: $0) }
    }
}
