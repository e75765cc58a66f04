import JSON
import LayoutSolver

/// Prints a spec in the equation form that `EquationParser` reads back
/// exactly: `a.width == 0.5 * b.width - 3 @750`. The priority is left out
/// when it is `defaultPriority`.
public struct EquationPrinter {
    public var defaultPriority: Double

    public init(defaultPriority: Double = 1000) {
        self.defaultPriority = defaultPriority
    }

    public func print(_ spec: ConstraintSpec) -> String {
        var text = TextBuilder()
        append(spec, to: &text)
        return text.text
    }

    /// Appends `print(spec)` to `text` (the encoder writes it from there).
    func append(_ spec: ConstraintSpec, to text: inout TextBuilder) {
        EquationPrinter.append(spec.first, to: &text)
        text.append(literal: " ")
        text.append(spec.relation)
        text.append(literal: " ")
        if let second = spec.second {
            if spec.multiplier != 1 {
                text.appendExact(spec.multiplier)
                text.append(literal: " * ")
            }
            EquationPrinter.append(second, to: &text)
            if spec.constant != 0 {
                text.append(literal: spec.constant < 0 ? " - " : " + ")
                text.appendExact(abs(spec.constant))
            }
        } else {
            text.appendExact(spec.constant)
        }
        if spec.priority != defaultPriority {
            text.append(literal: " @")
            text.appendExact(spec.priority)
        }
    }

    static func append(_ ref: AttributeRef, to text: inout TextBuilder) {
        text.append(ref.item)
        text.append(literal: ".")
        text.append(ref.attribute)
    }

    static func reference(_ ref: AttributeRef) -> String {
        ref.item + "." + ref.attribute.rawValue
    }
}
