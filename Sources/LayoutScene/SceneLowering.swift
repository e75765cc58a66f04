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
        addRootConstraints()
        addImplicitSizes()
        addFrameConstraints()
        addContentSizes()
        addSceneConstraints()
        return constraints
    }

    mutating func append(_ id: String, _ origin: ConstraintOrigin, _ spec: ConstraintSpec, description: String? = nil) {
        let tree = hierarchy
        let text = description ?? ConstraintDescriber.describe(spec, parentOf: { tree.parentID(of: $0) })
        constraints.append(LoweredConstraint(id: id, origin: origin, spec: spec, constraint: constraint(for: spec),
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
