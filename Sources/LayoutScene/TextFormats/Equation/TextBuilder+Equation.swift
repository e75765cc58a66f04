import JSON
import LayoutSolver

/// The words of the equation format written into a `TextBuilder`.
extension TextBuilder {
    /// `==`, `<=` or `>=`, without its `rawValue` string.
    mutating func append(_ relation: Relation) {
        switch relation {
        case .equal: append(literal: "==")
        case .lessOrEqual: append(literal: "<=")
        case .greaterOrEqual: append(literal: ">=")
        }
    }

    /// An attribute's name, as its `rawValue` spells it, from a literal:
    /// the `rawValue` string was made and read for every reference written.
    /// Inlined, with `name(of:)`: each case then copies a length known when
    /// compiling, a word or two, where a call and a copy of any length cost
    /// more than the name.
    @inline(__always)
    mutating func append(_ attribute: Attribute) {
        append(literal: TextBuilder.name(of: attribute))
    }

    @inline(__always)
    static func name(of attribute: Attribute) -> StaticString {
        switch attribute {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}
