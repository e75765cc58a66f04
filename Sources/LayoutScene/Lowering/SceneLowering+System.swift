/// Root size (or fitting), root origin and the implicit non-negative sizes.
extension SceneLowering {
    /// Below every priority a scene would use for layout: the fitting-size level.
    static let fittingPriority = 50.0

    mutating func addRootConstraints() {
        let root = document.views[hierarchy.root]
        let at = ItemPair(hierarchy.root)
        let id = root.id
        let insets = root.alignmentRectInsets
        let dimensions: [(Attribute, Double?, Double)] = [
            (.width, document.size.width, insets.left + insets.right),
            (.height, document.size.height, insets.top + insets.bottom),
        ]
        for (attribute, given, inset) in dimensions {
            let ref = AttributeRef(item: id, attribute: attribute)
            if let given {
                append(.generated(item: id, attribute: attribute, suffix: .rootSize), .rootSize,
                       ConstraintSpec(first: ref, relation: .equal, constant: given - inset), at: at)
            } else {
                append(.generated(item: id, attribute: attribute, suffix: .fitting), .fitting,
                       ConstraintSpec(first: ref, relation: .lessOrEqual, constant: 0, priority: Self.fittingPriority),
                       at: at)
            }
        }
        // The root's frame sits at 0,0, so its alignment rect starts at the insets.
        append(.generated(item: id, attribute: .left, suffix: .origin), .implicit,
               ConstraintSpec(first: AttributeRef(item: id, attribute: .left), relation: .equal, constant: insets.left),
               at: at)
        append(.generated(item: id, attribute: .top, suffix: .origin), .implicit,
               ConstraintSpec(first: AttributeRef(item: id, attribute: .top), relation: .equal, constant: insets.top),
               at: at)
    }

    mutating func addImplicitSizes() {
        for (i, id) in hierarchy.ids.enumerated() {
            append(.generated(item: id, attribute: .width, suffix: .nonNegative), .implicit,
                   ConstraintSpec(first: AttributeRef(item: id, attribute: .width), relation: .greaterOrEqual), at: ItemPair(i))
            append(.generated(item: id, attribute: .height, suffix: .nonNegative), .implicit,
                   ConstraintSpec(first: AttributeRef(item: id, attribute: .height), relation: .greaterOrEqual), at: ItemPair(i))
        }
    }

    /// Per view in document order: width hugging, width resistance, height
    /// hugging, height resistance, for each axis with an intrinsic size.
    /// Views are read in place: a copied view retains its four strings.
    mutating func addContentSizes() {
        for i in document.views.indices {
            // Two calls rather than a loop over a literal array of axes: no array per view.
            if let width = document.views[i].intrinsicContentSize.width {
                addContentSize(i, .width, width * document.intrinsicWidthScale,
                               hugging: document.views[i].contentHugging.horizontal,
                               resistance: document.views[i].compressionResistance.horizontal)
            }
            if let height = document.views[i].intrinsicContentSize.height {
                addContentSize(i, .height, height,
                               hugging: document.views[i].contentHugging.vertical,
                               resistance: document.views[i].compressionResistance.vertical)
            }
        }
    }

    /// Hugging then compression resistance of one axis of view `i`.
    mutating func addContentSize(_ i: Int, _ attribute: Attribute, _ intrinsic: Double,
                                 hugging: Double, resistance: Double) {
        let id = document.views[i].id
        let ref = AttributeRef(item: id, attribute: attribute)
        append(.generated(item: id, attribute: attribute, suffix: .hugging), .contentHugging,
               ConstraintSpec(first: ref, relation: .lessOrEqual, constant: intrinsic, priority: hugging), at: ItemPair(i))
        append(.generated(item: id, attribute: attribute, suffix: .compressionResistance), .compressionResistance,
               ConstraintSpec(first: ref, relation: .greaterOrEqual, constant: intrinsic, priority: resistance),
               at: ItemPair(i))
    }
}
