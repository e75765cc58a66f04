/// Header fields in the order they were received or added; names keep their
/// spelling, lookups ignore ASCII case (RFC 9110 §5.1).
public struct HTTPHeaders: Sendable, Sequence {
    public typealias Element = (name: String, value: String)

    private var fields: [Element] = []

    public init() {}

    public init(_ fields: [(String, String)]) {
        for (name, value) in fields {
            add(name, value)
        }
    }

    /// The first value for `name`, or nil.
    public subscript(name: String) -> String? {
        fields.first { Self.namesMatch($0.name, name) }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Replaces every field called `name` with one, kept at the first one's place.
    public mutating func set(_ name: String, _ value: String) {
        if let index = fields.firstIndex(where: { Self.namesMatch($0.name, name) }) {
            fields[index] = (name, value)
            var next = index + 1
            while next < fields.count {
                if Self.namesMatch(fields[next].name, name) {
                    fields.remove(at: next)
                } else {
                    next += 1
                }
            }
        } else {
            fields.append((name, value))
        }
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    public func makeIterator() -> IndexingIterator<[Element]> {
        fields.makeIterator()
    }

    /// ASCII case-insensitive comparison without allocating lowercased copies.
    /// Lengths first: most fields a lookup passes differ in length, and a
    /// native string's UTF-8 count costs nothing.
    static func namesMatch(_ a: String, _ b: String) -> Bool {
        let left = a.utf8, right = b.utf8
        guard left.count == right.count else { return false }
        let contiguous = left.withContiguousStorageIfAvailable { x in
            right.withContiguousStorageIfAvailable { y in
                for i in 0..<x.count where ASCII.lowercase(x[i]) != ASCII.lowercase(y[i]) { return false }
                return true
            }
        }
        if let answer = contiguous ?? nil { return answer }
        return zip(left, right).allSatisfy { ASCII.lowercase($0) == ASCII.lowercase($1) }
    }
}
