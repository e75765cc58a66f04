/// Ids, parents, the root and cycles.
extension SceneReader {
    /// Checks the tree; returns it when it is valid, nil otherwise (later
    /// checks that need the tree are skipped then).
    mutating func checkHierarchy(_ document: inout SceneDocument, rootName: (String, JSONPath)?) -> SceneHierarchy? {
        let errorsBefore = errors.count
        var ids: [String] = []
        ids.reserveCapacity(document.views.count + document.guides.count)
        for i in document.views.indices { ids.append(document.views[i].id) }
        for i in document.guides.indices { ids.append(document.guides[i].id) }
        let pointers = guidePointers.isEmpty ? viewPointers : viewPointers + guidePointers
        // No table for a small scene: its ids are searched (`SceneHierarchy.position`).
        let small = ids.count <= SceneHierarchy.scanLimit
        var index: [String: Int] = [:]
        if !small { index.reserveCapacity(ids.count) }
        for i in ids.indices {
            let first: Int?
            if small {
                first = SceneHierarchy.position(of: ids[i], in: ids, index: index).flatMap { $0 < i ? $0 : nil }
            } else {
                first = index[ids[i]]
                if first == nil { index[ids[i]] = i }
            }
            if let first {
                fail(JSONPointer.appending(pointers[i], "id"), "duplicate id \"\(ids[i])\" (first at \(pointers[first]))")
            }
        }
        func position(_ id: String) -> Int? { SceneHierarchy.position(of: id, in: ids, index: index) }
        var parent = Array(repeating: -1, count: ids.count)
        // Views are read in place: a copied view retains its four strings.
        for i in document.views.indices {
            guard let name = document.views[i].parent else { continue }
            if let p = position(name), p < document.views.count {
                parent[i] = p
            } else {
                fail(JSONPointer.appending(pointers[i], "parent"), "unknown view \"\(name)\"")
            }
        }
        for k in document.guides.indices {
            let i = document.views.count + k
            let owner = document.guides[k].owner
            if let p = position(owner), p < document.views.count {
                parent[i] = p
            } else {
                fail(JSONPointer.appending(pointers[i], "owner"), "unknown view \"\(owner)\"")
            }
        }
        let root = findRoot(document, parent: parent, position: position, rootName: rootName)
        findCycles(ids: ids, parent: parent, pointers: pointers)
        for i in document.views.indices
        where document.views[i].translatesAutoresizingMask && document.views[i].frame == nil && i != root {
            fail(JSONPointer.appending(pointers[i], "frame"),
                 "required when translatesAutoresizingMaskIntoConstraints is true")
        }
        guard let root, errors.count == errorsBefore else { return nil }
        document.root = ids[root]
        return SceneHierarchy(ids: ids, index: index, parent: parent, viewCount: document.views.count, root: root)
    }

    /// Exactly one view without a parent, or the one `root` names.
    mutating func findRoot(_ document: SceneDocument, parent: [Int], position: (String) -> Int?,
                           rootName: (String, JSONPath)?) -> Int? {
        let parentless = document.views.indices.filter { document.views[$0].parent == nil }
        if let (name, pointer) = rootName {
            guard let r = position(name), r < document.views.count else {
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
