import LayoutSolver

/// Turns a scene document into solver constraints in the order of
/// addition of contract §2: root size, root origin, implicit sizes (views,
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
        constraints = []
        constraints.reserveCapacity(expectedCount)
        addRootConstraints()
        addImplicitSizes()
        addFrameConstraints()
        addContentSizes()
        addSceneConstraints()
        return constraints
    }

    /// - Parameter at: the indices of the spec's items when the caller knows
    ///   them (generated constraints), saving two lookups by name.
    mutating func append(_ id: String, _ origin: ConstraintOrigin, _ spec: ConstraintSpec, description: String? = nil,
                         at known: ItemPair? = nil) {
        let tree = hierarchy
        let text = description ?? ConstraintDescriber.describe(spec, parentOf: { tree.parentID(of: $0) })
        let at = known ?? ItemPair(hierarchy.index[spec.first.item]!, spec.second.map { hierarchy.index[$0.item]! })
        constraints.append(LoweredConstraint(id: id, origin: origin, spec: spec, constraint: constraint(for: spec, at: at),
                                             description: text))
    }

    mutating func addSceneConstraints() {
        for entry in document.constraints where !entry.placeholder {
            for (k, spec) in entry.specs.enumerated() {
                append(entry.specID(k), entry.origin, spec)
            }
        }
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

    /// An upper bound on the constraints `lower` makes, so the array grows once.
    var expectedCount: Int {
        4 + 2 * hierarchy.ids.count + 8 * document.views.count
            + document.constraints.reduce(0) { $0 + ($1.placeholder ? 0 : $1.specs.count) }
    }
}
