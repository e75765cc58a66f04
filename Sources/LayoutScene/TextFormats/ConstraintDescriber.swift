import JSON
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
        guard let second = spec.second else {
            return describe(spec, kinship: Kinship(firstInSecond: false, secondInFirst: false))
        }
        let kinship = Kinship(firstInSecond: parentOf(spec.first.item) == second.item,
                              secondInFirst: parentOf(second.item) == spec.first.item)
        return describe(spec, kinship: kinship)
    }

    /// `describe(_:parentOf:)` with the hierarchy already asked.
    static func describe(_ spec: ConstraintSpec, kinship: Kinship) -> String? {
        var text = TextBuilder()
        return append(spec, kinship: kinship, to: &text) ? text.text : nil
    }

    /// Appends the description to `text`, or answers false (and appends
    /// nothing) when there is none: the encoder writes it from there.
    static func append(_ spec: ConstraintSpec, kinship: Kinship, to text: inout TextBuilder) -> Bool {
        guard let second = spec.second else { return sizeConstant(spec, to: &text) }
        guard spec.multiplier == 1 else { return false }
        if spec.first.attribute.isSize || second.attribute.isSize {
            return sizeMatch(spec, second: second, to: &text)
        }
        let forward = Gap(later: spec.first, relation: spec.relation, earlier: second,
                          constant: spec.constant, priority: spec.priority,
                          laterInEarlier: kinship.firstInSecond, earlierInLater: kinship.secondInFirst)
        return forward.append(to: &text) || forward.turned.append(to: &text)
    }

    /// `H:[name(>=400)]`; `==` is left out as the format does for constants.
    private static func sizeConstant(_ spec: ConstraintSpec, to text: inout TextBuilder) -> Bool {
        guard spec.first.attribute.isSize else { return false }
        openSized(spec, printsEqual: false, to: &text)
        text.appendExact(spec.constant)
        closeSized(spec, to: &text)
        return true
    }

    /// `H:[a(==b)]`: same size attribute, no constant.
    private static func sizeMatch(_ spec: ConstraintSpec, second: AttributeRef, to text: inout TextBuilder) -> Bool {
        guard spec.first.attribute.isSize, second.attribute == spec.first.attribute,
              spec.constant == 0 else { return false }
        openSized(spec, printsEqual: true, to: &text)
        text.append(second.item)
        closeSized(spec, to: &text)
        return true
    }

    // The helpers below are inlined: each is a few bytes of text, and the
    // calls between them cost as much as the bytes.
    @inline(__always)
    static func orientation(of attribute: Attribute) -> StaticString {
        attribute.axis == .horizontal ? "H" : "V"
    }

    /// `H:[name(` and the relation; the object follows, then `closeSized`.
    @inline(__always)
    private static func openSized(_ spec: ConstraintSpec, printsEqual: Bool, to text: inout TextBuilder) {
        text.append(literal: orientation(of: spec.first.attribute))
        text.append(literal: ":[")
        text.append(spec.first.item)
        text.append(literal: "(")
        appendRelation(spec.relation, printsEqual: printsEqual, to: &text)
    }

    @inline(__always)
    private static func closeSized(_ spec: ConstraintSpec, to text: inout TextBuilder) {
        appendPriority(spec.priority, to: &text)
        text.append(literal: ")]")
    }

    /// The `>=` of a predicate such as `>=8@750`; `==` only where asked.
    @inline(__always)
    static func appendRelation(_ relation: Relation, printsEqual: Bool, to text: inout TextBuilder) {
        if relation != .equal || printsEqual { text.append(relation) }
    }

    /// The `@750` of a predicate, left out for required constraints.
    @inline(__always)
    static func appendPriority(_ priority: Double, to text: inout TextBuilder) {
        if priority != VisualFormatLimits.requiredPriority {
            text.append(literal: "@")
            text.appendExact(priority)
        }
    }
}

extension ConstraintDescriber {
    /// What a lowered constraint's description is made from. The text is
    /// written when a result is encoded or read, not for every constraint
    /// lowered: most results are encoded once and dropped, and a large one
    /// held thousands of these strings only to free them again.
    enum Deferred: Hashable, Sendable {
        /// Written already (the autoresizing notation), or none.
        case given(String?)
        /// `describe(spec, kinship:)` of the constraint's spec.
        case described(Kinship)

        func text(for spec: ConstraintSpec) -> String? {
            switch self {
            case .given(let text): return text
            case .described(let kinship): return ConstraintDescriber.describe(spec, kinship: kinship)
            }
        }
    }
}
