/// Groups ambiguity findings whose tied constraints overlap: a tie among
/// three hugging labels shows up as pairs in different findings, and only
/// the whole group, settled at once, removes it.
struct TieGroups {
    /// Per finding, the sorted constraint indices of its whole group.
    private let groups: [[Int]]

    /// - Parameter related: per finding, its tied constraint indices (empty
    ///   for findings that are not ties).
    init(_ related: [[Int]]) {
        var parent: [Int: Int] = [:]
        func root(_ x: Int) -> Int {
            var x = x
            while let p = parent[x], p != x { parent[x] = parent[p]; x = p }
            return x
        }
        for list in related {
            for k in list where parent[k] == nil { parent[k] = k }
            for k in list.dropFirst() { parent[root(k)] = root(list[0]) }
        }
        var members: [Int: [Int]] = [:]
        for k in parent.keys.sorted() { members[root(k), default: []].append(k) }
        groups = related.map { $0.first.map { members[root($0)]! } ?? [] }
    }

    func group(of finding: Int) -> [Int] { groups[finding] }
}
