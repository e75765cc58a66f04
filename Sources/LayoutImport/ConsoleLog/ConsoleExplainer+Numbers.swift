import LayoutScene
import LayoutSolver

/// The mismatch of a conflict in points: what the other members need one
/// member's expression to be, what that member makes it, and the constants
/// that add up to the need.
struct ConsoleMismatch {
    /// The member measured: a container's size where there is one.
    var target: String
    var axis: Attribute.Axis
    /// The range the other members allow (nil bound: unbounded).
    var low: Double?
    var high: Double?
    /// The nearest to what the target asks.
    var reached: Double
    /// The constants (already signed) that add up to `reached`; empty
    /// when the set is too large to trace or the sum does not close.
    var chain: [Double]
}

extension ConsoleExplainer {
    /// Sets up to this size get their chain of constants traced (one
    /// solve of the set per member with a constant).
    static let maxTracedMembers = 16

    /// The member whose numbers people look for: a size the system gave
    /// (a cell's, a temporary one, an autoresizing frame, a hidden view's
    /// zero), else the one UIKit broke, else the one layoutd breaks.
    func mismatchTarget(_ ids: [String], broken: String) -> String {
        func rank(_ id: String) -> Int {
            guard let constraint = printed(id) else { return 9 }
            let identifier = constraint.identifier ?? ""
            if identifier.hasPrefix("UIView-Encapsulated-Layout") { return 0 }
            if identifier.hasPrefix("_UITemporaryLayout") { return 1 }
            if identifier == "UISV-hiding" { return 2 }
            let origin = SystemConstraints.origin(constraint)
            if origin == .autoresizing, let spec = spec(id), spec.first.attribute.isSize { return 3 }
            if constraint.address == message.broken { return 4 }
            if origin == .system || origin == .autoresizing { return 5 }
            return id == broken ? 6 : 8
        }
        return ids.min { rank($0) < rank($1) } ?? broken
    }

    func mismatch(_ ids: [String], broken: String, solver: ConsoleSetSolver) throws(SolverStop) -> ConsoleMismatch? {
        let targetID = mismatchTarget(ids, broken: broken)
        guard let target = solver.members.first(where: { $0.id == targetID }), let spec = target.specs.first,
              let reached = try solver.reached(target) else { return nil }
        let far = 1e6
        let low = try solver.reached(target, wishing: -far).flatMap { $0 > -far / 10 ? $0 : nil }
        let high = try solver.reached(target, wishing: far).flatMap { $0 < far / 10 ? $0 : nil }
        var chain: [Double] = []
        if solver.members.count <= Self.maxTracedMembers {
            for member in solver.members where member.id != targetID {
                guard let constant = member.specs.first?.constant, constant != 0,
                      let moved = try solver.reached(target, constants: [member.id: constant + 1]) else { continue }
                let coefficient = ((moved - reached) * 1000).rounded() / 1000
                if coefficient != 0 { chain.append(coefficient * constant) }
            }
            if abs(chain.reduce(0, +) - reached) > 0.01 { chain = [] }
        }
        return ConsoleMismatch(target: targetID, axis: spec.first.attribute.axis, low: low, high: high,
                               reached: reached, chain: chain)
    }

    /// "Vertically, the other 10 constraints need the height of
    /// UITableViewCellContentView₁ to be at least 444 (8 + 55 + …), but
    /// UIView-Encapsulated-Layout-Height makes it 50: 394 points apart."
    func numbersSentence(_ found: ConsoleMismatch, members: Int, names: ConsoleSentences) -> String {
        guard let spec = spec(found.target) else { return "" }
        let n = { (value: Double) in SystemConstraints.number((value * 100).rounded() / 100) }
        let direction = found.axis == .vertical ? "Vertically" : "Horizontally"
        let others = members - 1
        let subject = others == 0 ? "a size cannot be negative, so it needs"
            : "the other \(others == 1 ? "constraint needs" : "\(others) constraints need")"
        var need: String
        switch (found.low, found.high) {
        case let (low?, high?) where abs(low - high) < 0.005: need = "to be \(n(low))"
        case let (low?, high?): need = "to be between \(n(low)) and \(n(high))"
        case let (low?, nil): need = "to be at least \(n(low))"
        case let (nil, high?): need = "to be at most \(n(high))"
        case (nil, nil): need = "to be \(n(found.reached))"
        }
        if !found.chain.isEmpty, found.chain.count > 1 || found.chain.first.map({ abs($0 - found.reached) > 0.005 }) == true {
            need += " (" + chainWords(found.chain) + ")"
        }
        let verb = spec.relation == .equal ? "makes it" : spec.relation == .greaterOrEqual ? "asks for at least" : "asks for at most"
        let gap = abs(found.reached - spec.constant)
        let who = printed(found.target).map { names.constraintName($0) } ?? found.target
        return "\(direction), \(subject) \(expressionWords(spec, names)) \(need), but \(who) \(verb) \(n(spec.constant)): \(n(gap)) point\(gap == 1 ? "" : "s") apart."
    }

    func chainWords(_ chain: [Double]) -> String {
        var text = ""
        for (k, value) in chain.enumerated() {
            let magnitude = SystemConstraints.number((abs(value) * 100).rounded() / 100)
            if k == 0 { text = value < 0 ? "−" + magnitude : magnitude } else { text += value < 0 ? " − " + magnitude : " + " + magnitude }
        }
        return text
    }

    /// What `first − multiplier × second` is, in words.
    func expressionWords(_ spec: ConstraintSpec, _ names: ConsoleSentences) -> String {
        let a = "the \(names.words(spec.first.attribute)) of \(names.name(spec.first.item))"
        guard let second = spec.second else { return a }
        let b = "the \(names.words(second.attribute)) of \(names.name(second.item))"
        if spec.multiplier == 1 && !spec.first.attribute.isSize { return "the distance from \(b) to \(a)" }
        let factor = spec.multiplier == 1 ? "" : "\(SystemConstraints.number(spec.multiplier)) × "
        return "\(a) minus \(factor)\(b)"
    }

    func printed(_ id: String) -> ConsoleConstraint? {
        scene.lines[id].map { message.constraints[$0] }
    }

    func spec(_ id: String) -> ConstraintSpec? {
        constraints[id]?.specs.first
    }
}
