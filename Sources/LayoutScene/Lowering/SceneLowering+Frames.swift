/// Constraints that keep design frames: autoresizing-mask translation and
/// prototype constraints, per view in document order.
extension SceneLowering {
    /// - Parameter sceneItems: the items of the scene's constraints (`sceneItemPairs`).
    mutating func addFrameConstraints(sceneItems: [ItemPair]) {
        let mentioned = mentionedItems(sceneItems)
        for (i, view) in document.views.enumerated() where i != hierarchy.root {
            guard let frame = view.frame else { continue }
            if view.translatesAutoresizingMask {
                addAutoresizing(view, frame: frame, superview: document.views[hierarchy.parent[i]],
                                at: ItemPair(i, hierarchy.parent[i]))
            } else if document.prototypeConstraints && !mentioned[i] {
                addPrototype(view, frame: frame, at: ItemPair(i))
            }
        }
    }

    /// Items named by a constraint that takes part (a visual format's `|`
    /// names the superview in the specs it makes).
    func mentionedItems(_ sceneItems: [ItemPair]) -> [Bool] {
        var mentioned = Array(repeating: false, count: hierarchy.ids.count)
        for pair in sceneItems {
            mentioned[pair.first] = true
            if let second = pair.second { mentioned[second] = true }
        }
        return mentioned
    }

    /// Required constraints fixing the design frame in the superview.
    mutating func addPrototype(_ view: SceneView, frame: SceneRect, at: ItemPair) {
        let insets = view.alignmentRectInsets
        let values: [(Attribute, Double)] = [
            (.left, frame.x + insets.left), (.top, frame.y + insets.top),
            (.width, frame.width - insets.left - insets.right), (.height, frame.height - insets.top - insets.bottom),
        ]
        for (attribute, value) in values {
            append(.generated(item: view.id, attribute: attribute, suffix: .prototype), .prototype,
                   ConstraintSpec(first: AttributeRef(item: view.id, attribute: attribute), relation: .equal, constant: value),
                   at: at)
        }
        prototyped.append(view.id)
    }

    /// Keeps the frame as the mask says while the superview's size departs
    /// from its design size: the change is shared among the flexible parts
    /// in proportion to their design lengths (equally when those are all 0);
    /// with no flexible part the far margin takes it.
    /// - Parameter at: the view's index and its superview's.
    mutating func addAutoresizing(_ view: SceneView, frame: SceneRect, superview: SceneView, at: ItemPair) {
        let mask = view.autoresizingMask
        let notation = mask.notation
        let axes: [(position: Attribute, size: Attribute, origin: Double, length: Double, design: Double?,
                    inset: (Double, Double), superInset: Double, flags: (AutoresizingMask, AutoresizingMask, AutoresizingMask))] = [
            (.left, .width, frame.x, frame.width, superview.frame?.width,
             (view.alignmentRectInsets.left, view.alignmentRectInsets.right),
             superview.alignmentRectInsets.left + superview.alignmentRectInsets.right,
             (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)),
            (.top, .height, frame.y, frame.height, superview.frame?.height,
             (view.alignmentRectInsets.top, view.alignmentRectInsets.bottom),
             superview.alignmentRectInsets.top + superview.alignmentRectInsets.bottom,
             (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)),
        ]
        for axis in axes {
            var share = (lead: 0.0, size: 0.0)
            if let design = axis.design {
                let parts = [(mask.contains(axis.flags.0), axis.origin), (mask.contains(axis.flags.1), axis.length),
                             (mask.contains(axis.flags.2), design - axis.origin - axis.length)]
                let flexible = parts.filter(\.0)
                let total = flexible.reduce(0) { $0 + $1.1 }
                func portion(_ k: Int) -> Double {
                    guard parts[k].0 else { return 0 }
                    return total != 0 ? parts[k].1 / total : 1 / Double(flexible.count)
                }
                share = (portion(0), portion(1))
            }
            // Change of the superview's frame length: its alignment length + insets − design length.
            let superRef = AttributeRef(item: superview.id, attribute: axis.size)
            let offset = axis.superInset - (axis.design ?? 0)
            let pairs: [(Attribute, Double, Double)] = [
                (axis.position, axis.origin + axis.inset.0, share.lead),
                (axis.size, axis.length - axis.inset.0 - axis.inset.1, share.size),
            ]
            for (attribute, base, factor) in pairs {
                let ref = AttributeRef(item: view.id, attribute: attribute)
                let spec = factor == 0
                    ? ConstraintSpec(first: ref, relation: .equal, constant: base)
                    : ConstraintSpec(first: ref, relation: .equal, second: superRef, multiplier: factor,
                                     constant: base + factor * offset)
                append(.generated(item: view.id, attribute: attribute, suffix: .autoresizing), .autoresizing, spec,
                       description: notation, at: factor == 0 ? ItemPair(at.first) : at)
            }
        }
    }
}
