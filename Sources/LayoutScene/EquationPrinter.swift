/// Prints a spec in the equation form that `EquationParser` reads back
/// exactly: `a.width == 0.5 * b.width - 3 @750`. The priority is left out
/// when it is `defaultPriority`.
public struct EquationPrinter {
    public var defaultPriority: Double

    public init(defaultPriority: Double = 1000) {
        self.defaultPriority = defaultPriority
    }

    public func print(_ spec: ConstraintSpec) -> String {
        // One buffer appended in place: a chain of `+` allocates per step.
        var text = ""
        text.reserveCapacity(EquationPrinter.typicalLength)
        EquationPrinter.append(spec.first, to: &text)
        text += " "
        text += spec.relation.rawValue
        text += " "
        if let second = spec.second {
            if spec.multiplier != 1 {
                text += NumberText.exact(spec.multiplier)
                text += " * "
            }
            EquationPrinter.append(second, to: &text)
            if spec.constant != 0 {
                text += spec.constant < 0 ? " - " : " + "
                text += NumberText.exact(abs(spec.constant))
            }
        } else {
            text += NumberText.exact(spec.constant)
        }
        if spec.priority != defaultPriority {
            text += " @"
            text += NumberText.exact(spec.priority)
        }
        return text
    }

    /// Room for most equations (`view12.leading == view11.trailing + 8 @750`).
    static let typicalLength = 64

    static func append(_ ref: AttributeRef, to text: inout String) {
        text += ref.item
        text += "."
        text += ref.attribute.rawValue
    }

    static func reference(_ ref: AttributeRef) -> String {
        ref.item + "." + ref.attribute.rawValue
    }
}
