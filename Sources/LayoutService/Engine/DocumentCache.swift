import Foundation
import LayoutScene

/// Decoded stored scenes by ETag, least recently used evicted. An ETag hashes
/// name, version and bytes, so an entry can never go stale: a scene deleted
/// and created again under the same version number gets another ETag. Unlike
/// `SolverCache` it keeps every scene, also those no warm solver can serve
/// (conflicting ones), so a stored-scene solve decodes its document once.
final class DocumentCache: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`; documents are values.

    /// Kept documents came from at most this many stored bytes in all, so a
    /// few huge scenes cannot take all the memory.
    static let maxBytes = 64 << 20

    private let lock = NSLock()
    /// Weighed in the stored bytes each document was decoded from.
    private var cache: LRUCache<String, SceneDocument>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        cache = LRUCache(capacity: capacity, maxWeight: Self.maxBytes)
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.count
    }

    func document(_ etag: String) -> SceneDocument? {
        lock.lock(); defer { lock.unlock() }
        return cache.value(etag)
    }

    /// Keeps `document`, decoded from `byteCount` stored bytes.
    func insert(_ etag: String, document: SceneDocument, byteCount: Int) {
        lock.lock(); defer { lock.unlock() }
        cache.insert(etag, document, weight: byteCount)
    }
}
