import LayoutScene
import LayoutSolver

/// One sentence per constraint, in the words a person would use, naming
/// views as the message shows them (`UILabel 'Set lunch'`).
struct ConsoleSentences {
    let scene: ConsoleScene

    /// A view as the message shows it: class without module, and its
    /// identifier or, without one, its address.
    func name(_ id: String) -> String {
        if id == "window" { return "the window" }
        guard let item = scene.items[id] else { return "a superview the message does not name" }
        let short = item.className.split(separator: ".").last.map(String.init) ?? item.className
        if let identifier = item.identifier { return "\(short) '\(identifier)'" }
        if let address = item.address { return "\(short) \(address)" }
        return short
    }

    func sentence(_ constraint: SceneConstraint) -> String {
        constraint.specs.map(sentence).joined(separator: "; ")
    }

    func sentence(_ spec: ConstraintSpec) -> String {
        let a = "the \(words(spec.first.attribute)) of \(name(spec.first.item))"
        var text: String
        guard let second = spec.second else {
            let verb = spec.relation == .equal ? "is" : spec.relation == .greaterOrEqual ? "is at least" : "is at most"
            text = "\(a) \(verb) \(SystemConstraints.number(spec.constant))"
            return priority(text, spec)
        }
        let b = "the \(words(second.attribute)) of \(name(second.item))"
        if spec.first.attribute.isSize || spec.multiplier != 1 {
            let verb = spec.relation == .equal ? "equals" : spec.relation == .greaterOrEqual ? "is at least" : "is at most"
            let factor = spec.multiplier == 1 ? "" : "\(SystemConstraints.number(spec.multiplier)) × "
            let offset = spec.constant == 0 ? "" : spec.constant > 0 ? " + \(SystemConstraints.number(spec.constant))"
                : " − \(SystemConstraints.number(-spec.constant))"
            text = "\(a) \(verb) \(factor)\(b)\(offset)"
        } else if spec.constant == 0 {
            let verb = spec.relation == .equal ? "lines up with" : spec.relation == .greaterOrEqual
                ? "is at or \(direction(spec.first.attribute, 1))" : "is at or \(direction(spec.first.attribute, -1))"
            text = "\(a) \(verb) \(b)"
        } else {
            let amount = SystemConstraints.number(abs(spec.constant))
            let quantifier = spec.relation == .equal ? "" : spec.relation == .greaterOrEqual ? (spec.constant > 0 ? "at least " : "at most ") : (spec.constant > 0 ? "at most " : "at least ")
            text = "\(a) is \(quantifier)\(amount) \(direction(spec.first.attribute, spec.constant)) \(b)"
        }
        return priority(text, spec)
    }

    func priority(_ text: String, _ spec: ConstraintSpec) -> String {
        spec.priority >= 1000 ? text : text + " (priority \(SystemConstraints.number(spec.priority)), may give way)"
    }

    /// Which way a positive (or negative) constant moves an edge.
    func direction(_ attribute: Attribute, _ sign: Double) -> String {
        switch attribute.axis {
        case .vertical: return sign > 0 ? "below" : "above"
        case .horizontal:
            if attribute.isDirectional { return sign > 0 ? "after" : "before" }
            return sign > 0 ? "right of" : "left of"
        }
    }

    func words(_ attribute: Attribute) -> String {
        switch attribute {
        case .centerX: return "horizontal centre"
        case .centerY: return "vertical centre"
        case .firstBaseline: return "first baseline"
        case .lastBaseline: return "last baseline"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return String(attribute.rawValue.dropLast(6)) + " margin"
        case .centerXWithinMargins: return "horizontal centre within its margins"
        case .centerYWithinMargins: return "vertical centre within its margins"
        default: return attribute.rawValue
        }
    }
}
