import Foundation
import LayoutScene

/// Warm solvers of stored scenes, by name and ETag (which hashes the
/// version's bytes, so a scene deleted and created again under the same
/// version number never meets the old solver), least recently used evicted.
/// The decoded document itself lives in `DocumentCache`. An entry is handed out exclusively (`checkOut` removes it) and
/// comes back with `checkIn`, so two workers never share a solver.
final class SolverCache: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`.
    struct Key: Hashable, Sendable {
        var name: String
        var etag: String
    }

    struct Entry {
        var warm: WarmScene
        var lastUse: UInt64
    }

    /// Kept solvers hold at most this many constraints in all, whatever the
    /// entry count, so a few huge scenes cannot take all the memory.
    static let maxConstraints = 2_000_000

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var constraints = 0
    let capacity: Int
    private var hitCount = 0

    /// Warm solvers handed out so far.
    var hits: Int {
        lock.lock(); defer { lock.unlock() }
        return hitCount
    }

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    func checkOut(_ key: Key) -> WarmScene? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        constraints -= entry.warm.constraintCount
        hitCount += 1
        return entry.warm
    }

    func checkIn(_ key: Key, warm: WarmScene) {
        guard capacity > 0, warm.constraintCount <= Self.maxConstraints else { return }
        lock.lock(); defer { lock.unlock() }
        clock += 1
        if let old = entries[key] { constraints -= old.warm.constraintCount }
        entries[key] = Entry(warm: warm, lastUse: clock)
        constraints += warm.constraintCount
        while entries.count > capacity || constraints > Self.maxConstraints {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries[oldest.key] = nil
            constraints -= oldest.value.warm.constraintCount
        }
    }

    /// Drops every version of a scene (deleted or replaced).
    func forget(name: String) {
        lock.lock(); defer { lock.unlock() }
        for key in entries.keys where key.name == name {
            constraints -= entries[key]!.warm.constraintCount
            entries[key] = nil
        }
    }
}
