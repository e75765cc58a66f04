import LayoutSolver

/// From `first REL m × second + c` to `expression REL 0` in root coordinates.
extension SceneLowering {
    /// Location attributes are measured in the bounds of the items' nearest
    /// common ancestor (a lone item: its parent's bounds; the root: root
    /// coordinates; a guide: its owner's). In right-to-left, a constraint using leading/trailing is
    /// evaluated in reading-direction coordinates, x' = ancestorWidth − x.
    func constraint(for spec: ConstraintSpec, at items: ItemPair) -> Constraint {
        let a = items.first, b = items.second
        var space: Int?
        if let b { space = hierarchy.commonAncestor(a, b) } else { space = hierarchy.parent[a] >= 0 ? hierarchy.parent[a] : nil }
        // A layout guide is no coordinate space: a guide related to itself
        // stands for its owner (docs/scenes.md, "Constraint forms"), so it is measured there.
        if let s = space, hierarchy.isGuide(s) { space = hierarchy.parent[s] }
        let mirrored = document.layoutDirection == .rightToLeft
            && (spec.first.attribute.isDirectional || spec.second?.attribute.isDirectional == true)
        var expression = value(spec.first, item: a, space: space, mirrored: mirrored)
        if let second = spec.second, let b {
            expression.add(-spec.multiplier, value(second, item: b, space: space, mirrored: mirrored))
        }
        expression.constant -= spec.constant
        return Constraint(expression.expression(), spec.relation, priority: Priority(spec.priority) ?? .required)
    }

    /// An attribute's value in the coordinates of `space` (nil: root coordinates).
    func value(_ ref: AttributeRef, item: Int, space: Int?, mirrored: Bool) -> LoweringTerms {
        let attribute = ref.attribute
        var expression = items[item].expression(PhysicalAttribute(attribute, direction: document.layoutDirection))
        if attribute.isSize { return expression }
        let horizontal = attribute.axis == .horizontal
        if let space {
            let geometry = items[space]
            // `expression.add(-1, frameLeft)` without building frameLeft:
            // its constant is -inset, so the sum gains exactly +inset.
            expression.constant += horizontal ? geometry.insets.left : geometry.insets.top
            expression.add(-1, horizontal ? geometry.left : geometry.top)
            if mirrored && horizontal {
                var flipped = geometry.frameWidth
                flipped.add(-1, expression)
                return flipped
            }
        }
        return expression
    }
}
