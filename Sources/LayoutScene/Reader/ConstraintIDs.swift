/// The constraint ids seen so far, to report duplicates. Most entries carry
/// the generated id `#N` (N their index): those are kept as a flag per index
/// instead of hashed strings, since two generated ids never clash; only an
/// explicit id can clash with one.
struct ConstraintIDs {
    /// Whether the entry at each index holds the id `#index`.
    private var generated: [Bool]
    /// Explicit ids other than `#index`, with the index of their entry:
    /// in a list while few (a scene of a dozen named constraints spent more
    /// on hashing and growing a table than on the rest of its entries),
    /// in a table beyond `listLimit`.
    private var explicitList: [(id: String, index: Int)] = []
    private var explicit: [String: Int] = [:]
    static let listLimit = 16
    /// Whether an explicit id of the form `#N` was seen.
    private var explicitHash = false

    init(count: Int) {
        generated = Array(repeating: false, count: count)
    }

    /// Records entry `index` with the generated id `#index`; returns the index
    /// of an earlier entry with that id.
    mutating func recordGenerated(index: Int) -> Int? {
        if explicitHash, let first = explicitIndex(of: ConstraintIDs.generatedID(index)) { return first }
        generated[index] = true
        return nil
    }

    /// Records entry `index` with `id`; returns the index of an earlier entry
    /// with that id.
    mutating func record(_ id: String, index: Int) -> Int? {
        let generatedIndex = ConstraintIDs.generatedIndex(id)
        if generatedIndex == index { return recordGenerated(index: index) }
        if let first = explicitIndex(of: id) { return first }
        if let k = generatedIndex, k < index, generated[k] { return k }
        if explicit.isEmpty && explicitList.count < ConstraintIDs.listLimit {
            // Room for the whole list at once: growing it 1, 2, 4, 8 cost more than the lookups.
            if explicitList.isEmpty { explicitList.reserveCapacity(min(generated.count, ConstraintIDs.listLimit)) }
            explicitList.append((id, index))
        } else {
            if explicit.isEmpty {
                explicit.reserveCapacity(generated.count)
                for (listed, at) in explicitList { explicit[listed] = at }
                explicitList = []
            }
            explicit[id] = index
        }
        if generatedIndex != nil { explicitHash = true }
        return nil
    }

    /// The entry index recorded for explicit `id`, nil when there is none.
    private func explicitIndex(of id: String) -> Int? {
        guard explicit.isEmpty else { return explicit[id] }
        // Lengths first: most ids differ in length, and a failing String
        // comparison costs a call into the runtime.
        let length = id.utf8.count
        return explicitList.first { $0.id.utf8.count == length && $0.id == id }?.index
    }

    /// `#index`, written digit by digit: `"#" + String(index)` went through
    /// the generic description and a concatenation for every entry.
    static func generatedID(_ index: Int) -> String {
        precondition(index >= 0, "entry indices are not negative")
        var digitCount = 1, rest = index / 10
        while rest > 0 { digitCount += 1; rest /= 10 }
        return String(unsafeUninitializedCapacity: digitCount + 1) { buffer in
            buffer[0] = UInt8(ascii: "#")
            var n = index
            for i in stride(from: digitCount, through: 1, by: -1) {
                buffer[i] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            }
            return digitCount + 1
        }
    }

    /// N when `id` is exactly `#N` as generated (decimal, no leading zeros).
    static func generatedIndex(_ id: String) -> Int? {
        guard id.utf8.first == UInt8(ascii: "#"), let n = Int(id.dropFirst()), n >= 0,
              generatedID(n) == id else { return nil }
        return n
    }
}
