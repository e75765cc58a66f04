import LayoutSolver

/// Describes constraints in the visual format where the format can say them.
public enum ConstraintDescriber {
    /// A visual-format-style description where one exists, else nil:
    /// `H:[name(>=400)]` (size vs constant), `H:[a(==b)]` (size vs size,
    /// multiplier 1, constant 0), `V:|-(20)-[name]` (top == superview.top + 20,
    /// or the superview's margin), `H:[name]-(20)-|`, `H:[a]-(8)-[b]`
    /// (b.leading == a.trailing + 8, or left/right), with `@p` inside the
    /// parentheses when p != 1000 and the relation when not ==.
    /// A spacing written the other way round (`a.trailing == b.leading - 8`)
    /// is described as the same gap.
    public static func describe(_ spec: ConstraintSpec, parentOf: (String) -> String?) -> String? {
        guard let second = spec.second else { return sizeConstant(spec) }
        guard spec.multiplier == 1 else { return nil }
        if spec.first.attribute.isSize || second.attribute.isSize {
            return sizeMatch(spec, second: second)
        }
        let forward = Gap(later: spec.first, relation: spec.relation, earlier: second,
                          constant: spec.constant, priority: spec.priority)
        return forward.describe(parentOf: parentOf) ?? forward.turned.describe(parentOf: parentOf)
    }

    /// `H:[name(>=400)]`; `==` is left out as the format does for constants.
    private static func sizeConstant(_ spec: ConstraintSpec) -> String? {
        guard spec.first.attribute.isSize else { return nil }
        return sized(spec, relation: spec.relation, printsEqual: false,
                     object: VisualFormatNumber.text(spec.constant))
    }

    /// `H:[a(==b)]`: same size attribute, no constant.
    private static func sizeMatch(_ spec: ConstraintSpec, second: AttributeRef) -> String? {
        guard spec.first.attribute.isSize, second.attribute == spec.first.attribute,
              spec.constant == 0 else { return nil }
        return sized(spec, relation: spec.relation, printsEqual: true, object: second.item)
    }

    static func orientation(of attribute: Attribute) -> String {
        attribute.axis == .horizontal ? "H" : "V"
    }

    /// `H:[name(predicate)]`.
    private static func sized(_ spec: ConstraintSpec, relation: Relation, printsEqual: Bool,
                              object: String) -> String {
        var text = TextBuilder()
        text.append(orientation(of: spec.first.attribute))
        text.append(":[")
        text.append(spec.first.item)
        text.append("(")
        appendPredicate(relation: relation, printsEqual: printsEqual, object: object, priority: spec.priority, to: &text)
        text.append(")]")
        return text.text
    }

    /// `>=8@750`, `8`, `==b`.
    static func appendPredicate(relation: Relation, printsEqual: Bool, object: String,
                                priority: Double, to text: inout TextBuilder) {
        if relation != .equal || printsEqual { text.append(relation.rawValue) }
        text.append(object)
        if priority != VisualFormatLimits.requiredPriority {
            text.append("@")
            text.append(VisualFormatNumber.text(priority))
        }
    }
}
