import Foundation

/// Values by key, least recently used evicted past `capacity` entries or
/// `maxBytes` in all (each value counted by the bytes it stands for), so a
/// few huge entries cannot take all the memory. A value larger than
/// `maxBytes` is not kept.
final class ByteBoundedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`; values are handed out as copies.
    private let lock = NSLock()
    private var entries: [Key: (value: Value, byteCount: Int, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0
    let capacity: Int
    let maxBytes: Int

    init(capacity: Int, maxBytes: Int) {
        self.capacity = capacity
        self.maxBytes = maxBytes
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    func value(_ key: Key) -> Value? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entry.value
    }

    func insert(_ key: Key, value: Value, byteCount: Int) {
        guard capacity > 0, byteCount <= maxBytes else { return }
        lock.lock(); defer { lock.unlock() }
        clock += 1
        if let old = entries.updateValue((value, byteCount, clock), forKey: key) { bytes -= old.byteCount }
        bytes += byteCount
        // A linear scan, but only on a miss, which costs far more than it.
        while entries.count > capacity || bytes > maxBytes,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.byteCount
        }
    }
}
