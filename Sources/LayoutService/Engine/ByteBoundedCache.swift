import Foundation

/// An `LRUCache` weighed in bytes, behind a lock, for caches that threads
/// share: least recently used evicted past `capacity` entries or `maxBytes`
/// in all, so a few huge entries cannot take all the memory. A value larger
/// than `maxBytes` is not kept.
final class ByteBoundedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    // @unchecked: `cache` is guarded by `lock`; values are handed out as copies.
    private let lock = NSLock()
    private var cache: LRUCache<Key, Value>

    init(capacity: Int, maxBytes: Int) {
        cache = LRUCache(capacity: capacity, maxWeight: maxBytes)
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return cache.count
    }

    func value(_ key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        return cache.value(key)
    }

    func insert(_ key: Key, value: Value, byteCount: Int) {
        lock.lock(); defer { lock.unlock() }
        cache.insert(key, value, weight: byteCount)
    }
}
