/// The checks of docs/scenes.md, "Invalid constraints", on one spec.
extension SceneReader {
    mutating func check(_ spec: ConstraintSpec, at pointers: SpecPointers, hierarchy: SceneHierarchy) {
        check(spec, first: pointers.first, second: pointers.second, whole: pointers.whole, hierarchy: hierarchy)
    }

    /// The pointers are passed apart so an equation can pass its own three
    /// times: building `SpecPointers` for it copied the path three times.
    mutating func check(_ spec: ConstraintSpec, first: JSONPath, second: JSONPath, whole: JSONPath,
                        hierarchy: SceneHierarchy) {
        if let problem = itemProblem(spec.first, hierarchy: hierarchy) { fail(first, problem); return }
        guard let secondRef = spec.second else {
            if !spec.first.attribute.isSize {
                fail(whole, "a location attribute (\(spec.first.attribute.rawValue)) cannot equal a constant")
            }
            return
        }
        if let problem = itemProblem(secondRef, hierarchy: hierarchy) { fail(second, problem); return }
        let x = spec.first.attribute, y = secondRef.attribute
        if x.isSize != y.isSize {
            fail(whole, "a location attribute cannot be related to a size attribute (\(x.rawValue), \(y.rawValue))")
        } else if !x.isSize && x.axis != y.axis {
            fail(whole, "an x-axis location cannot be related to a y-axis location (\(x.rawValue), \(y.rawValue))")
        } else if (x.isDirectional && y.isAbsoluteHorizontalEdge) || (x.isAbsoluteHorizontalEdge && y.isDirectional) {
            fail(whole, "leading/trailing cannot be mixed with left/right (\(x.rawValue), \(y.rawValue))")
        } else if !x.isSize && spec.multiplier == 0 {
            fail(whole, "a location attribute cannot have multiplier 0")
        }
        // Items always share an ancestor here: a valid hierarchy has one root.
    }

    /// Why the item cannot be used: an unknown id, or a margin of a guide.
    func itemProblem(_ ref: AttributeRef, hierarchy: SceneHierarchy) -> String? {
        guard let i = hierarchy.position(of: ref.item) else { return "unknown view or guide \"\(ref.item)\"" }
        if hierarchy.isGuide(i) && ref.attribute.isMargin {
            return "a layout guide has no margins (\(ref.item).\(ref.attribute.rawValue))"
        }
        return nil
    }
}
