import LayoutSolver

/// Describes constraints in the visual format where the format can say them.
public enum ConstraintDescriber {
    /// Which of a spec's two items is the other's superview: all the
    /// hierarchy a description needs, so it is asked once, not per pattern.
    struct Kinship: Hashable, Sendable {
        /// The first item's parent is the second item.
        var firstInSecond: Bool
        /// The second item's parent is the first item.
        var secondInFirst: Bool
    }

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
        let kinship = Kinship(firstInSecond: parentOf(spec.first.item) == second.item,
                              secondInFirst: parentOf(second.item) == spec.first.item)
        return describe(spec, kinship: kinship)
    }

    /// `describe(_:parentOf:)` with the hierarchy already asked.
    static func describe(_ spec: ConstraintSpec, kinship: Kinship) -> String? {
        guard let second = spec.second else { return sizeConstant(spec) }
        guard spec.multiplier == 1 else { return nil }
        if spec.first.attribute.isSize || second.attribute.isSize {
            return sizeMatch(spec, second: second)
        }
        let forward = Gap(later: spec.first, relation: spec.relation, earlier: second,
                          constant: spec.constant, priority: spec.priority,
                          laterInEarlier: kinship.firstInSecond, earlierInLater: kinship.secondInFirst)
        return forward.describe() ?? forward.turned.describe()
    }

    /// `H:[name(>=400)]`; `==` is left out as the format does for constants.
    private static func sizeConstant(_ spec: ConstraintSpec) -> String? {
        guard spec.first.attribute.isSize else { return nil }
        var text = openSized(spec, printsEqual: false)
        text.appendExact(spec.constant)
        return closeSized(spec, text)
    }

    /// `H:[a(==b)]`: same size attribute, no constant.
    private static func sizeMatch(_ spec: ConstraintSpec, second: AttributeRef) -> String? {
        guard spec.first.attribute.isSize, second.attribute == spec.first.attribute,
              spec.constant == 0 else { return nil }
        var text = openSized(spec, printsEqual: true)
        text.append(second.item)
        return closeSized(spec, text)
    }

    static func orientation(of attribute: Attribute) -> StaticString {
        attribute.axis == .horizontal ? "H" : "V"
    }

    /// `H:[name(` and the relation; the object follows, then `closeSized`.
    private static func openSized(_ spec: ConstraintSpec, printsEqual: Bool) -> TextBuilder {
        var text = TextBuilder()
        text.append(literal: orientation(of: spec.first.attribute))
        text.append(literal: ":[")
        text.append(spec.first.item)
        text.append(literal: "(")
        appendRelation(spec.relation, printsEqual: printsEqual, to: &text)
        return text
    }

    private static func closeSized(_ spec: ConstraintSpec, _ text: consuming TextBuilder) -> String {
        appendPriority(spec.priority, to: &text)
        text.append(literal: ")]")
        return text.text
    }

    /// The `>=` of a predicate such as `>=8@750`; `==` only where asked.
    static func appendRelation(_ relation: Relation, printsEqual: Bool, to text: inout TextBuilder) {
        if relation != .equal || printsEqual { text.append(relation) }
    }

    /// The `@750` of a predicate, left out for required constraints.
    static func appendPriority(_ priority: Double, to text: inout TextBuilder) {
        if priority != VisualFormatLimits.requiredPriority {
            text.append(literal: "@")
            text.appendExact(priority)
        }
    }
}
