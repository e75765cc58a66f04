import JSON
import LayoutSolver

/// Equations that, added to the scene together, make a view's frame on
/// one axis the same in every optimal solution.
extension AmbiguityAnalysis {
    /// Missing constraints: pin each missing part to the superview, with the
    /// design frame's value when the view has one (as Interface Builder's
    /// "Add Missing Constraints" does), else with the value it has now.
    func missingSuggestions(_ i: Int, _ axis: Attribute.Axis, missing: [Part]) -> [String] {
        let design = i < document.views.count ? document.views[i] : nil
        return pins(i, axis, missing: missing, design: design)
    }

    /// A priority tie: raise all but one of the tied constraints above the
    /// tie, each to a priority of its own (the view's own first, e.g. its
    /// hugging), so one side wins and the one left out absorbs the rest.
    /// When that would take too many equations, or no tie is named, pin the
    /// view's current frame instead: that always settles it, since the
    /// current layout stays optimal.
    func tieSuggestions(_ i: Int, _ axis: Attribute.Axis, tie: [Int], missing: [Part]) -> [String] {
        let id = hierarchy.ids[i]
        let mentions = { (k: Int) in
            let spec = self.run.lowered[k].spec
            return spec.first.item == id || spec.second?.item == id
        }
        let own = tie.filter(mentions), others = tie.filter { !mentions($0) }
        // Keep one out, preferably one that is not the view's.
        let raised = others.isEmpty ? Array(own.dropLast()) : own + others.dropLast()
        guard !raised.isEmpty, raised.count <= limits.maxTieRaises else {
            return pins(i, axis, missing: missing, design: nil)
        }
        let printer = EquationPrinter()
        var used = Set(run.lowered.map(\.spec.priority))
        var level = raised.map { run.lowered[$0].spec.priority }.max()!
        return raised.map { k in
            level = priority(above: level, used: used)
            used.insert(level)
            var spec = run.lowered[k].spec
            spec.priority = level
            return printer.print(spec)
        }
    }

    /// The next priority above `p` that no constraint uses (so the raised
    /// one does not tie with something else), below required.
    func priority(above p: Double, used: Set<Double>) -> Double {
        var candidate = min(p + 1, (p + 1000) / 2)
        while used.contains(candidate) && candidate - p > DiagnosticLimits.priorityStep {
            candidate = (p + candidate) / 2
        }
        return candidate
    }

    /// `view.left == parent.left + c` and `view.width == w` (top and height
    /// vertically) for the missing parts.
    func pins(_ i: Int, _ axis: Attribute.Axis, missing: [Part], design view: SceneView?) -> [String] {
        let id = hierarchy.ids[i]
        let p = hierarchy.parent[i]
        let item = items[i]
        let horizontal = axis == .horizontal
        let value = run.solver.value(of:)
        let printer = EquationPrinter()
        var out: [String] = []
        let frame = view?.frame
        let insets = view?.alignmentRectInsets ?? .zero
        if missing.contains(.position), p >= 0 {
            let edge: Attribute = horizontal ? .left : .top
            let parentInsets = p < document.views.count ? document.views[p].alignmentRectInsets : .zero
            let offset: Double
            if let frame {
                offset = horizontal ? frame.x + insets.left - parentInsets.left : frame.y + insets.top - parentInsets.top
            } else {
                offset = horizontal ? value(item.left) - value(items[p].left) : value(item.top) - value(items[p].top)
            }
            out.append(printer.print(ConstraintSpec(
                first: AttributeRef(item: id, attribute: edge), relation: .equal,
                second: AttributeRef(item: hierarchy.ids[p], attribute: edge), constant: clean(offset))))
        }
        if missing.contains(.size) {
            let length: Double
            if let frame {
                length = horizontal ? frame.width - insets.left - insets.right : frame.height - insets.top - insets.bottom
            } else {
                length = value(horizontal ? item.width : item.height)
            }
            out.append(printer.print(ConstraintSpec(
                first: AttributeRef(item: id, attribute: horizontal ? .width : .height), relation: .equal,
                constant: clean(max(0, length)))))
        }
        return out
    }

    /// Solver noise off (20.000000000001 reads 20), but no more than noise:
    /// a value pinned at a bound must stay feasible.
    func clean(_ x: Double) -> Double {
        let v = (x * NumberText.outputScale).rounded() / NumberText.outputScale
        guard abs(v - x) <= DiagnosticLimits.noise else { return x }
        return v == 0 ? 0 : v
    }
}
