/// Values by key, the least recently used evicted past `capacity` entries or
/// past `maxWeight` in all (each value weighs what its owner says: bytes,
/// constraints). A value type without a lock: its owner guards it.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var weight: Int
        var lastUse: UInt64
    }

    let capacity: Int
    let maxWeight: Int
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var weight = 0

    init(capacity: Int, maxWeight: Int) {
        self.capacity = capacity
        self.maxWeight = maxWeight
    }

    var count: Int { entries.count }

    /// The value, counted as a use.
    mutating func value(_ key: Key) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entries[key]!.value
    }

    /// Takes the value out.
    mutating func remove(_ key: Key) -> Value? {
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        weight -= entry.weight
        return entry.value
    }

    /// Keeps `value` (replacing one under the same key), then evicts the
    /// least recently used until both bounds hold. A value heavier than
    /// `maxWeight` alone, or any with a capacity of 0, is not kept.
    mutating func insert(_ key: Key, _ value: Value, weight: Int) {
        guard capacity > 0, weight <= maxWeight else { return }
        clock += 1
        if let old = entries[key] { self.weight -= old.weight }
        entries[key] = Entry(value: value, weight: weight, lastUse: clock)
        self.weight += weight
        // A linear scan, but only on an insert, which costs a decode or a
        // solve, far more.
        while entries.count > capacity || self.weight > maxWeight {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries[oldest.key] = nil
            self.weight -= oldest.value.weight
        }
    }

    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        for key in entries.keys where shouldRemove(key) {
            weight -= entries[key]!.weight
            entries[key] = nil
        }
    }
}
