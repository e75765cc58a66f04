import LayoutScene
import LayoutSolver

/// What to change: layoutd's own hints for each conflict, and advice on
/// the system's constraints found in one, with the size the user's
/// constraints need where a container imposed another.
extension ConsoleExplainer {
    func hints(_ conflicts: [ConsoleExplanation.Conflict], _ lines: [ConsoleExplanation.Line], result: SceneResult,
               names: ConsoleSentences) throws(SolverStop) -> [String] {
        var hints: [String] = []
        for (c, constraint) in message.constraints.enumerated() where lines[c].inConflict {
            guard let id = scene.ids[c].first,
                  let spec = scene.document.constraints.first(where: { $0.id == id })?.specs.first else { continue }
            let view = names.name(spec.first.item)
            let identifier = constraint.identifier ?? ""
            if identifier == "UIView-Encapsulated-Layout-Height" || identifier == "UIView-Encapsulated-Layout-Width" {
                hints.append(try encapsulatedHint(constraint, id: id, spec: spec, view: view))
            } else if identifier.hasPrefix("UISV-") {
                hints.append("the UISV- constraints are a stack view's own: change its spacing, alignment or distribution, or the constraints you put on its arranged subviews and on the stack itself")
            } else if identifier.hasPrefix("_UITemporaryLayout") {
                hints.append("\(identifier) is UIKit measuring \(view) at a temporary size: lower one of your constraints in the set to 999 so the measuring pass can succeed")
            }
            switch SystemConstraints.origin(constraint) {
            case .autoresizing:
                hints.append("set translatesAutoresizingMaskIntoConstraints = false on \(view): its autoresizing constraints are in the conflict")
            case .prototype:
                hints.append("give \(view) constraints in Interface Builder: without any, it gets prototyping constraints from its design frame")
            default: break
            }
        }
        for conflict in conflicts {
            hints += conflict.hints.filter { !$0.hasPrefix("turn off translatesAutoresizingMaskIntoConstraints") }
        }
        var unique: [String] = []
        for hint in hints where !unique.contains(hint) { unique.append(hint) }
        return unique
    }

    /// "the table view gave its cell a height of 44: your constraints need 52".
    func encapsulatedHint(_ constraint: ConsoleConstraint, id: String, spec: ConstraintSpec,
                          view: String) throws(SolverStop) -> String {
        let dimension = spec.first.attribute.rawValue
        let given = SystemConstraints.number(spec.constant)
        let container = view.hasPrefix("UITableViewCell") ? "the table view gave its cell" : view.hasPrefix("UICollectionViewCell") ? "the collection view gave its cell" : "its container gave \(view)"
        var text = "\(container) a \(dimension) of \(given)"
        if let needed = try neededSize(without: id, ref: spec.first) {
            let low = SystemConstraints.number((needed.low * 100).rounded() / 100)
            let high = SystemConstraints.number((needed.high * 100).rounded() / 100)
            text += low == high ? ": your constraints need \(low)" : needed.high > 1e5 ? ": your constraints need at least \(low)" : ": your constraints need \(low) to \(high)"
        }
        let fix = dimension == "height"
            ? "use automatic dimensions (rowHeight = UITableView.automaticDimension, or self-sizing cells) or lower the priority of one of your vertical constraints to 999"
            : "let the container size it from its constraints, or lower the priority of one of your horizontal constraints to 999"
        return text + " — " + fix
    }

    /// The range of `ref` the other constraints allow, from two solves
    /// that pull it down and up at the lowest priority; nil when they conflict too.
    func neededSize(without id: String, ref: AttributeRef) throws(SolverStop) -> (low: Double, high: Double)? {
        var document = scene.document
        // The picture's wishes share the probes' priority: they would pull the answer.
        document.constraints.removeAll { $0.id == id || $0.id.hasPrefix(ConsoleSceneBuilder.pictureIDPrefix) }
        var bounds: [Double] = []
        for (relation, constant) in [(Relation.lessOrEqual, 0.0), (.greaterOrEqual, 1e6)] {
            var probe = document
            probe.constraints.append(SceneConstraint(id: "probe", form: .structured, priority: 1, specs: [
                ConstraintSpec(first: ref, relation: relation, constant: constant, priority: 1),
            ]))
            let result = try solve(probe)
            guard result.status != .conflicting, let frame = result.frame(ref.item) else { return nil }
            bounds.append(ref.attribute == .height ? frame.height : frame.width)
        }
        return (bounds[0], bounds[1])
    }
}
