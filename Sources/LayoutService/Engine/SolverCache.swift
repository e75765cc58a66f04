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

    /// Kept solvers hold at most this many constraints in all, whatever the
    /// entry count, so a few huge scenes cannot take all the memory.
    static let maxConstraints = 2_000_000

    private let lock = NSLock()
    /// Weighed in constraints.
    private var cache: LRUCache<Key, WarmScene>
    let capacity: Int
    private var hitCount = 0

    /// Warm solvers handed out so far.
    var hits: Int {
        lock.lock(); defer { lock.unlock() }
        return hitCount
    }

    init(capacity: Int) {
        self.capacity = capacity
        cache = LRUCache(capacity: capacity, maxWeight: Self.maxConstraints)
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.count
    }

    func checkOut(_ key: Key) -> WarmScene? {
        lock.lock(); defer { lock.unlock() }
        guard let warm = cache.remove(key) else { return nil }
        hitCount += 1
        return warm
    }

    func checkIn(_ key: Key, warm: WarmScene) {
        lock.lock(); defer { lock.unlock() }
        cache.insert(key, warm, weight: warm.constraintCount)
    }

    /// Drops every version of a scene (deleted or replaced).
    func forget(name: String) {
        lock.lock(); defer { lock.unlock() }
        cache.removeAll { $0.name == name }
    }
}
