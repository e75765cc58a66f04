/// The checks of contract §1 "Invalid constraints" on one spec.
extension SceneReader {
    mutating func check(_ spec: ConstraintSpec, at pointers: SpecPointers, hierarchy: SceneHierarchy) {
        guard item(spec.first, at: pointers.first, hierarchy: hierarchy) != nil else { return }
        guard let second = spec.second else {
            if !spec.first.attribute.isSize {
                fail(pointers.whole, "a location attribute (\(spec.first.attribute.rawValue)) cannot equal a constant")
            }
            return
        }
        guard item(second, at: pointers.second, hierarchy: hierarchy) != nil else { return }
        let x = spec.first.attribute, y = second.attribute
        if x.isSize != y.isSize {
            fail(pointers.whole, "a location attribute cannot be related to a size attribute (\(x.rawValue), \(y.rawValue))")
        } else if !x.isSize && x.axis != y.axis {
            fail(pointers.whole, "an x-axis location cannot be related to a y-axis location (\(x.rawValue), \(y.rawValue))")
        } else if (x.isDirectional && y.isAbsoluteHorizontalEdge) || (x.isAbsoluteHorizontalEdge && y.isDirectional) {
            fail(pointers.whole, "leading/trailing cannot be mixed with left/right (\(x.rawValue), \(y.rawValue))")
        } else if !x.isSize && spec.multiplier == 0 {
            fail(pointers.whole, "a location attribute cannot have multiplier 0")
        }
        // Items always share an ancestor here: a valid hierarchy has one root.
    }

    /// The item's index; reports unknown ids and margins of guides.
    mutating func item(_ ref: AttributeRef, at pointer: JSONPath, hierarchy: SceneHierarchy) -> Int? {
        guard let i = hierarchy.index[ref.item] else {
            fail(pointer, "unknown view or guide \"\(ref.item)\"")
            return nil
        }
        if hierarchy.isGuide(i) && ref.attribute.isMargin {
            fail(pointer, "a layout guide has no margins (\(ref.item).\(ref.attribute.rawValue))")
            return nil
        }
        return i
    }
}
