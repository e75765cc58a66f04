/// The tree of views and guides of a valid scene, by dense index: views
/// first in document order, then guides. A guide's parent is its owner.
/// Built without recursion, in linear time, so deep chains are cheap.
struct SceneHierarchy: Sendable {
    let ids: [String]
    let index: [String: Int]
    /// -1 for the root.
    let parent: [Int]
    let depth: [Int]
    let viewCount: Int
    let root: Int

    /// `parent` must describe a tree rooted at `root` (checked by the decoder).
    init(ids: [String], parent: [Int], viewCount: Int, root: Int) {
        self.init(ids: ids, index: SceneHierarchy.index(of: ids), parent: parent, viewCount: viewCount, root: root)
    }

    /// `index` must map each id to its first position in `ids`
    /// (`SceneHierarchy.index(of:)`): the decoder has built it already, and
    /// hashing every id again cost a second table.
    init(ids: [String], index: [String: Int], parent: [Int], viewCount: Int, root: Int) {
        var depth = Array(repeating: -1, count: ids.count)
        depth[root] = 0
        var path: [Int] = []
        for start in ids.indices where depth[start] < 0 {
            var node = start
            while depth[node] < 0 {
                path.append(node)
                node = parent[node]
            }
            var d = depth[node]
            while let next = path.popLast() {
                d += 1
                depth[next] = d
            }
        }
        self.ids = ids
        self.index = index
        self.parent = parent
        self.depth = depth
        self.viewCount = viewCount
        self.root = root
    }

    init(document: SceneDocument) {
        var ids: [String] = []
        ids.reserveCapacity(document.views.count + document.guides.count)
        for view in document.views { ids.append(view.id) }
        for guide in document.guides { ids.append(guide.id) }
        let index = SceneHierarchy.index(of: ids)
        func position(_ id: String) -> Int? { SceneHierarchy.position(of: id, in: ids, index: index) }
        var parent: [Int] = []
        parent.reserveCapacity(ids.count)
        for view in document.views { parent.append(view.parent.flatMap(position) ?? -1) }
        for guide in document.guides { parent.append(position(guide.owner) ?? -1) }
        self.init(ids: ids, index: index, parent: parent, viewCount: document.views.count,
                  root: position(document.root) ?? 0)
    }

    /// The first index of each id; empty for a scene small enough to be
    /// searched in `ids` (see `position(of:)`), which then never reads it.
    static func index(of ids: [String]) -> [String: Int] {
        guard ids.count > scanLimit else { return [:] }
        var index: [String: Int] = [:]
        index.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() where index[id] == nil { index[id] = i }
        return index
    }

    /// Scenes up to this many items are searched in `ids` instead of `index`:
    /// comparing a handful of short ids costs less than hashing one.
    static let scanLimit = 16

    /// The first index of `id`, nil when it is unknown: `index[id]`, or a
    /// search of `ids` in a small scene.
    @inline(__always)
    func position(of id: String) -> Int? { SceneHierarchy.position(of: id, in: ids, index: index) }

    @inline(__always)
    static func position(of id: String, in ids: [String], index: [String: Int]) -> Int? {
        guard ids.count <= scanLimit else { return index[id] }
        // Lengths first: most ids differ in length, and a failing String
        // comparison costs a call into the runtime.
        let length = id.utf8.count
        return ids.firstIndex { $0.utf8.count == length && $0 == id }
    }

    func isGuide(_ i: Int) -> Bool { i >= viewCount }

    /// The nearest item that is an ancestor of (or is) both.
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var x = a, y = b
        while depth[x] > depth[y] { x = parent[x] }
        while depth[y] > depth[x] { y = parent[y] }
        while x != y {
            x = parent[x]
            y = parent[y]
        }
        return x
    }

    /// Parent id of an id, for the visual format; nil for the root and unknown ids.
    func parentID(of id: String) -> String? {
        guard let i = position(of: id), parent[i] >= 0 else { return nil }
        return ids[parent[i]]
    }
}
