/// Root size (or fitting), root origin and the implicit non-negative sizes.
extension SceneLowering {
    /// Below every priority a scene would use for layout: the fitting-size level.
    static let fittingPriority = 50.0

    mutating func addRootConstraints() {
        let root = document.views[hierarchy.root]
        let id = root.id
        let insets = root.alignmentRectInsets
        let dimensions: [(Attribute, Double?, Double)] = [
            (.width, document.size.width, insets.left + insets.right),
            (.height, document.size.height, insets.top + insets.bottom),
        ]
        for (attribute, given, inset) in dimensions {
            let ref = AttributeRef(item: id, attribute: attribute)
            if let given {
                append("\(id).\(attribute.rawValue)@rootSize", .rootSize,
                       ConstraintSpec(first: ref, relation: .equal, constant: given - inset))
            } else {
                append("\(id).\(attribute.rawValue)@fitting", .fitting,
                       ConstraintSpec(first: ref, relation: .lessOrEqual, constant: 0, priority: Self.fittingPriority))
            }
        }
        // The root's frame sits at 0,0, so its alignment rect starts at the insets.
        append("\(id).left@origin", .implicit,
               ConstraintSpec(first: AttributeRef(item: id, attribute: .left), relation: .equal, constant: insets.left))
        append("\(id).top@origin", .implicit,
               ConstraintSpec(first: AttributeRef(item: id, attribute: .top), relation: .equal, constant: insets.top))
    }

    mutating func addImplicitSizes() {
        for id in hierarchy.ids {
            for attribute in [Attribute.width, .height] {
                append("\(id).\(attribute.rawValue)>=0", .implicit,
                       ConstraintSpec(first: AttributeRef(item: id, attribute: attribute), relation: .greaterOrEqual))
            }
        }
    }

    /// Per view in document order: width hugging, width resistance, height
    /// hugging, height resistance, for each axis with an intrinsic size.
    mutating func addContentSizes() {
        for view in document.views {
            let axes: [(Attribute, Double?, Double, Double)] = [
                (.width, view.intrinsicContentSize.width.map { $0 * document.intrinsicWidthScale },
                 view.contentHugging.horizontal, view.compressionResistance.horizontal),
                (.height, view.intrinsicContentSize.height, view.contentHugging.vertical, view.compressionResistance.vertical),
            ]
            for (attribute, intrinsic, hugging, resistance) in axes {
                guard let intrinsic else { continue }
                let ref = AttributeRef(item: view.id, attribute: attribute)
                append("\(view.id).\(attribute.rawValue)@hugging", .contentHugging,
                       ConstraintSpec(first: ref, relation: .lessOrEqual, constant: intrinsic, priority: hugging))
                append("\(view.id).\(attribute.rawValue)@compressionResistance", .compressionResistance,
                       ConstraintSpec(first: ref, relation: .greaterOrEqual, constant: intrinsic, priority: resistance))
            }
        }
    }
}
