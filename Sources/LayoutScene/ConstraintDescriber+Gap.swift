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

        /// The same constraint solved for the other side:
        /// `a R b + c` is `b R' a - c` with the relation mirrored.
        var turned: Gap {
            let mirrored: Relation
            switch relation {
            case .equal: mirrored = .equal
            case .lessOrEqual: mirrored = .greaterOrEqual
            case .greaterOrEqual: mirrored = .lessOrEqual
            }
            return Gap(later: earlier, relation: mirrored, earlier: later,
                       constant: -constant, priority: priority)
        }

        /// The edge families a gap can run along: near edge, far edge, and the
        /// superview's margins standing in for its edges (`|` of a margin).
        private static let families: [(start: Attribute, end: Attribute,
                                       startMargin: Attribute, endMargin: Attribute)] = [
            (.leading, .trailing, .leadingMargin, .trailingMargin),
            (.left, .right, .leftMargin, .rightMargin),
            (.top, .bottom, .topMargin, .bottomMargin),
        ]

        func describe(parentOf: (String) -> String?) -> String? {
            for family in Self.families {
                // [earlier]-gap-[later]: two views that are not parent and child.
                if later.attribute == family.start, earlier.attribute == family.end,
                   later.item != earlier.item,
                   parentOf(later.item) != earlier.item, parentOf(earlier.item) != later.item {
                    return text(family.start, before: "[" + earlier.item + "]", after: "[" + later.item + "]")
                }
                // |-gap-[later]: measured from the superview's near edge.
                if later.attribute == family.start,
                   [family.start, family.startMargin].contains(earlier.attribute),
                   parentOf(later.item) == earlier.item {
                    return text(family.start, before: "|", after: "[" + later.item + "]")
                }
                // [earlier]-gap-|: up to the superview's far edge.
                if earlier.attribute == family.end,
                   [family.end, family.endMargin].contains(later.attribute),
                   parentOf(earlier.item) == later.item {
                    return text(family.start, before: "[" + earlier.item + "]", after: "|")
                }
            }
            return nil
        }

        /// `H:before-(gap)-after`, built only on a match: most constraints match none.
        private func text(_ axis: Attribute, before: String, after: String) -> String {
            var text = TextBuilder()
            text.append(ConstraintDescriber.orientation(of: axis))
            text.append(":")
            text.append(before)
            text.append("-(")
            ConstraintDescriber.appendPredicate(relation: relation, printsEqual: false,
                                                object: VisualFormatNumber.text(constant),
                                                priority: priority, to: &text)
            text.append(")-")
            text.append(after)
            return text.text
        }
    }
}
