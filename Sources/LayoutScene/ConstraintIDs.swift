/// The constraint ids seen so far, to report duplicates. Most entries carry
/// the generated id `#N` (N their index): those are kept as a flag per index
/// instead of hashed strings, since two generated ids never clash; only an
/// explicit id can clash with one.
struct ConstraintIDs {
    /// Whether the entry at each index holds the id `#index`.
    private var generated: [Bool]
    /// Explicit ids other than `#index`, with the index of their entry.
    private var explicit: [String: Int] = [:]
    /// Whether an explicit id of the form `#N` was seen.
    private var explicitHash = false

    init(count: Int) {
        generated = Array(repeating: false, count: count)
    }

    /// Records entry `index` with the generated id `#index`; returns the index
    /// of an earlier entry with that id.
    mutating func recordGenerated(index: Int) -> Int? {
        if explicitHash, let first = explicit["#" + String(index)] { return first }
        generated[index] = true
        return nil
    }

    /// Records entry `index` with `id`; returns the index of an earlier entry
    /// with that id.
    mutating func record(_ id: String, index: Int) -> Int? {
        let generatedIndex = ConstraintIDs.generatedIndex(id)
        if generatedIndex == index { return recordGenerated(index: index) }
        if let first = explicit[id] { return first }
        if let k = generatedIndex, k < index, generated[k] { return k }
        explicit[id] = index
        if generatedIndex != nil { explicitHash = true }
        return nil
    }

    /// N when `id` is exactly `#N` as generated (decimal, no leading zeros).
    static func generatedIndex(_ id: String) -> Int? {
        guard id.utf8.first == UInt8(ascii: "#"), let n = Int(id.dropFirst()), n >= 0,
              "#" + String(n) == id else { return nil }
        return n
    }
}
