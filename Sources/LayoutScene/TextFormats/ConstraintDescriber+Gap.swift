import JSON
import LayoutSolver

extension ConstraintDescriber {
    /// `later REL earlier + constant`: the shape of every spacing the visual
    /// format makes, its edges still to be matched against a pattern.
    struct Gap {
        var later: AttributeRef
        var relation: Relation
        var earlier: AttributeRef
        var constant: Double
        var priority: Double
        /// The later item's superview is the earlier item.
        var laterInEarlier: Bool
        /// The earlier item's superview is the later item.
        var earlierInLater: Bool

        /// The same constraint solved for the other side:
        /// `a R b + c` is `b R' a - c` with the relation mirrored.
        var turned: Gap {
            let mirrored: Relation
            switch relation {
            case .equal: mirrored = .equal
            case .lessOrEqual: mirrored = .greaterOrEqual
            case .greaterOrEqual: mirrored = .lessOrEqual
            }
            return Gap(later: earlier, relation: mirrored, earlier: later, constant: -constant, priority: priority,
                       laterInEarlier: earlierInLater, earlierInLater: laterInEarlier)
        }

        /// The edge family a gap can run along: near edge, far edge, and the
        /// superview's margins standing in for its edges (`|` of a margin).
        struct Family {
            var start: Attribute
            var end: Attribute
            var startMargin: Attribute
            var endMargin: Attribute
        }

        /// The only family whose patterns can match: each needs the later
        /// edge to be the family's near edge, far edge or far margin, and no
        /// attribute is in two families. Picked by a switch, not by trying a
        /// table of families in turn (that loop was most of a description).
        static func family(ofLater attribute: Attribute) -> Family? {
            switch attribute {
            case .leading, .trailing, .trailingMargin:
                return Family(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin)
            case .left, .right, .rightMargin:
                return Family(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin)
            case .top, .bottom, .bottomMargin:
                return Family(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin)
            default:
                return nil
            }
        }

        /// Appends the description if a pattern matches (false: none does).
        func append(to text: inout TextBuilder) -> Bool {
            guard let family = Gap.family(ofLater: later.attribute) else { return false }
            // [earlier]-gap-[later]: two views that are not parent and child.
            if later.attribute == family.start, earlier.attribute == family.end,
               later.item != earlier.item, !laterInEarlier, !earlierInLater {
                append(family.start, before: earlier.item, after: later.item, to: &text)
                return true
            }
            // |-gap-[later]: measured from the superview's near edge.
            if later.attribute == family.start,
               earlier.attribute == family.start || earlier.attribute == family.startMargin,
               laterInEarlier {
                append(family.start, before: nil, after: later.item, to: &text)
                return true
            }
            // [earlier]-gap-|: up to the superview's far edge.
            if earlier.attribute == family.end,
               later.attribute == family.end || later.attribute == family.endMargin,
               earlierInLater {
                append(family.start, before: earlier.item, after: nil, to: &text)
                return true
            }
            return false
        }

        /// `H:[before]-(gap)-[after]`, a nil side being the superview's `|`.
        @inline(__always)
        private func append(_ axis: Attribute, before: String?, after: String?, to text: inout TextBuilder) {
            text.append(literal: ConstraintDescriber.orientation(of: axis))
            text.append(literal: ":")
            Gap.appendSide(before, to: &text)
            text.append(literal: "-(")
            ConstraintDescriber.appendRelation(relation, printsEqual: false, to: &text)
            text.appendExact(constant)
            ConstraintDescriber.appendPriority(priority, to: &text)
            text.append(literal: ")-")
            Gap.appendSide(after, to: &text)
        }

        /// `[item]`, or `|` for the superview.
        @inline(__always)
        private static func appendSide(_ item: String?, to text: inout TextBuilder) {
            guard let item else { text.append(literal: "|"); return }
            text.append(literal: "[")
            text.append(item)
            text.append(literal: "]")
        }
    }
}
