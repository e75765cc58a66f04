import LayoutSolver

/// Turns a scene document into solver constraints in the order of
/// addition of docs/scenes.md, "Order of addition": root size, root origin, implicit sizes (views,
/// then guides), autoresizing and prototype constraints, content-size
/// constraints, then the scene's constraints. Placeholders are left out.
struct SceneLowering {
    let document: SceneDocument
    let hierarchy: SceneHierarchy
    /// Per item (views then guides), variables numbered 4·i ..< 4·i + 4.
    let items: [ItemGeometry]
    /// Views that received prototype constraints, in document order.
    var prototyped: [String] = []
    var constraints: [LoweredConstraint] = []

    /// Variables the solver must make, numbered from 0.
    var variableCount: Int { items.count * 4 }

    init(document: SceneDocument, hierarchy: SceneHierarchy) {
        self.document = document
        self.hierarchy = hierarchy
        var items: [ItemGeometry] = []
        items.reserveCapacity(hierarchy.ids.count)
        for i in hierarchy.ids.indices {
            let view = i < document.views.count ? document.views[i] : nil
            items.append(ItemGeometry(
                left: Variable(id: 4 * i), top: Variable(id: 4 * i + 1),
                width: Variable(id: 4 * i + 2), height: Variable(id: 4 * i + 3),
                insets: view?.alignmentRectInsets ?? .zero, margins: view?.layoutMargins ?? .zero,
                baselines: view?.baselineOffsets))
        }
        self.items = items
    }

    /// Every constraint in order of addition.
    mutating func lower() -> [LoweredConstraint] {
        let sceneItems = sceneItemPairs()
        constraints = []
        // At most: root (4), implicit sizes, per view 4 frame and 4 content-size ones, the scene's.
        constraints.reserveCapacity(4 + 2 * hierarchy.ids.count + 8 * document.views.count + sceneItems.count)
        addRootConstraints()
        addImplicitSizes()
        addFrameConstraints(sceneItems: sceneItems)
        addContentSizes()
        addSceneConstraints(at: sceneItems)
        return constraints
    }

    /// - Parameter at: the indices of the spec's items when the caller knows
    ///   them (generated constraints), saving two lookups by name.
    mutating func append(_ name: LoweredConstraint.Name, _ origin: ConstraintOrigin, _ spec: ConstraintSpec, description: String? = nil,
                         at known: ItemPair? = nil) {
        let at = known ?? itemPair(of: spec)
        let describing: ConstraintDescriber.Deferred = description.map { .given($0) } ?? .described(kinship(at))
        constraints.append(LoweredConstraint(name: name, origin: origin, spec: spec, constraint: constraint(for: spec, at: at),
                                             describing: describing))
    }

    /// The indices of a spec's items, looked up by name (they exist: the decoder checked).
    func itemPair(of spec: ConstraintSpec) -> ItemPair {
        ItemPair(hierarchy.position(of: spec.first.item)!, spec.second.map { hierarchy.position(of: $0.item)! })
    }

    /// Which of the two items is the other's parent, asked of the tree by
    /// index (asking by name hashed both names for every pattern tried).
    func kinship(_ at: ItemPair) -> ConstraintDescriber.Kinship {
        guard let second = at.second else { return .init(firstInSecond: false, secondInFirst: false) }
        return .init(firstInSecond: hierarchy.parent[at.first] == second,
                     secondInFirst: hierarchy.parent[second] == at.first)
    }

    /// - Parameter at: the specs' items, from `sceneItemPairs`.
    /// Entries and specs are read in place (by index): a copied entry or
    /// spec retains its strings and arrays, and is freed again at once.
    mutating func addSceneConstraints(at pairs: [ItemPair]) {
        var next = 0
        for c in document.constraints.indices where !document.constraints[c].placeholder {
            let id = document.constraints[c].id
            let origin = document.constraints[c].origin
            for k in document.constraints[c].specs.indices {
                append(origin == .visualFormat ? .spec(id, k) : .given(id), origin, document.constraints[c].specs[k],
                       at: pairs[next])
                next += 1
            }
        }
    }

    /// The items of every spec of the constraints that take part, in order,
    /// looked up by name once for both the prototype check and the lowering.
    func sceneItemPairs() -> [ItemPair] {
        var pairs: [ItemPair] = []
        for c in document.constraints.indices where !document.constraints[c].placeholder {
            for k in document.constraints[c].specs.indices {
                pairs.append(itemPair(of: document.constraints[c].specs[k]))
            }
        }
        return pairs
    }
}

extension SceneLowering {
    /// Dense indices of a spec's first and (optional) second item.
    struct ItemPair {
        let first: Int
        let second: Int?

        init(_ first: Int, _ second: Int? = nil) {
            self.first = first
            self.second = second
        }
    }
}
