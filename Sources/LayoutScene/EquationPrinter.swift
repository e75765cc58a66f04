/// Prints a spec in the equation form that `EquationParser` reads back
/// exactly: `a.width == 0.5 * b.width - 3 @750`. The priority is left out
/// when it is `defaultPriority`.
public struct EquationPrinter {
    public var defaultPriority: Double

    public init(defaultPriority: Double = 1000) {
        self.defaultPriority = defaultPriority
    }

    public func print(_ spec: ConstraintSpec) -> String {
        var text = EquationPrinter.reference(spec.first) + " " + spec.relation.rawValue + " "
        if let second = spec.second {
            if spec.multiplier != 1 { text += NumberText.exact(spec.multiplier) + " * " }
            text += EquationPrinter.reference(second)
            if spec.constant != 0 {
                text += spec.constant < 0 ? " - " : " + "
                text += NumberText.exact(abs(spec.constant))
            }
        } else {
            text += NumberText.exact(spec.constant)
        }
        if spec.priority != defaultPriority { text += " @" + NumberText.exact(spec.priority) }
        return text
    }

    static func reference(_ ref: AttributeRef) -> String {
        ref.item + "." + ref.attribute.rawValue
    }
}
