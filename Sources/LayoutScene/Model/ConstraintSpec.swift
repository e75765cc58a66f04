import LayoutSolver

/// `item.attribute`, as written in an equation or made by a visual format.
public struct AttributeRef: Hashable, Sendable {
    public var item: String
    public var attribute: Attribute

    public init(item: String, attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// One constraint of a scene before lowering:
/// `first REL multiplier × second + constant @ priority`, or
/// `first REL constant @ priority` when `second` is nil. Every constraint form
/// (equation, structured, visual format) ends up as specs.
public struct ConstraintSpec: Hashable, Sendable {
    public var first: AttributeRef
    public var relation: Relation
    public var second: AttributeRef?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(first: AttributeRef, relation: Relation, second: AttributeRef? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
