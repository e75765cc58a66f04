/// Ids, parents, the root and cycles.
extension SceneReader {
    /// Checks the tree; returns it when it is valid, nil otherwise (later
    /// checks that need the tree are skipped then).
    mutating func checkHierarchy(_ document: inout SceneDocument, rootName: (String, JSONPath)?) -> SceneHierarchy? {
        let errorsBefore = errors.count
        let ids = document.views.map(\.id) + document.guides.map(\.id)
        let pointers = viewPointers + guidePointers
        var index: [String: Int] = [:]
        index.reserveCapacity(ids.count)
        for (i, id) in ids.enumerated() {
            if let first = index[id] {
                fail(JSONPointer.appending(pointers[i], "id"), "duplicate id \"\(id)\" (first at \(pointers[first]))")
            } else {
                index[id] = i
            }
        }
        var parent = Array(repeating: -1, count: ids.count)
        for (i, view) in document.views.enumerated() {
            guard let name = view.parent else { continue }
            if let p = index[name], p < document.views.count {
                parent[i] = p
            } else {
                fail(JSONPointer.appending(pointers[i], "parent"), "unknown view \"\(name)\"")
            }
        }
        for (k, guide) in document.guides.enumerated() {
            let i = document.views.count + k
            if let p = index[guide.owner], p < document.views.count {
                parent[i] = p
            } else {
                fail(JSONPointer.appending(pointers[i], "owner"), "unknown view \"\(guide.owner)\"")
            }
        }
        let root = findRoot(document, parent: parent, index: index, rootName: rootName)
        findCycles(ids: ids, parent: parent, pointers: pointers)
        for (i, view) in document.views.enumerated() where view.translatesAutoresizingMask && view.frame == nil && i != root {
            fail(JSONPointer.appending(pointers[i], "frame"),
                 "required when translatesAutoresizingMaskIntoConstraints is true")
        }
        guard let root, errors.count == errorsBefore else { return nil }
        document.root = ids[root]
        return SceneHierarchy(ids: ids, index: index, parent: parent, viewCount: document.views.count, root: root)
    }

    /// Exactly one view without a parent, or the one `root` names.
    mutating func findRoot(_ document: SceneDocument, parent: [Int], index: [String: Int],
                           rootName: (String, JSONPath)?) -> Int? {
        let parentless = document.views.indices.filter { document.views[$0].parent == nil }
        if let (name, pointer) = rootName {
            guard let r = index[name], r < document.views.count else {
                fail(pointer, "unknown view \"\(name)\"")
                return nil
            }
            if document.views[r].parent != nil { fail(pointer, "the root \"\(name)\" must not have a parent") }
            for i in parentless where i != r {
                fail(viewPointers[i], "several roots: \"\(document.views[i].id)\" has no parent but the root is \"\(name)\"")
            }
            return r
        }
        guard let first = parentless.first else {
            if !document.views.isEmpty { fail("/views", "no root: every view has a parent") }
            return nil
        }
        for i in parentless.dropFirst() {
            fail(viewPointers[i], "several roots: \"\(document.views[i].id)\" and \"\(document.views[first].id)\" have no parent")
        }
        return first
    }

    /// Reports each cycle once, at its first member in document order.
    /// Iterative and linear: each item is walked over once.
    mutating func findCycles(ids: [String], parent: [Int], pointers: [JSONPath]) {
        // 0 unvisited, 1 on the current walk, 2 finished.
        var state = Array(repeating: UInt8(0), count: ids.count)
        var path: [Int] = []
        for start in ids.indices where state[start] == 0 {
            var node = start
            while node >= 0 && state[node] == 0 {
                state[node] = 1
                path.append(node)
                node = parent[node]
            }
            if node >= 0 && state[node] == 1 {
                let members = path[path.firstIndex(of: node)!...]
                let first = members.min()!
                let shown = members.prefix(5).map { "\"\(ids[$0])\"" }.joined(separator: " -> ")
                let more = members.count > 5 ? " -> …" : ""
                fail(JSONPointer.appending(pointers[first], "parent"),
                     "cycle of \(members.count) views: \(shown)\(more)")
            }
            for n in path { state[n] = 2 }
            path.removeAll(keepingCapacity: true)
        }
    }
}
