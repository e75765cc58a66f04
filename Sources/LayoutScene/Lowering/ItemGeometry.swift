import LayoutSolver

/// The variables of one view or guide and the expressions of its
/// attributes, all in root coordinates. Variables hold the alignment rect.
struct ItemGeometry: Sendable {
    let left: Variable, top: Variable, width: Variable, height: Variable
    /// Frame = alignment rect grown by these (zero for guides).
    let insets: EdgeInsets
    /// Relative to the frame (zero for guides: they have no margins).
    let margins: EdgeInsets
    let baselines: BaselineOffsets?

    // The terms below are distinct and non-zero, so they are taken as they are.
    func v(_ variable: Variable, _ constant: Double = 0) -> LoweringTerms {
        LoweringTerms(variable, 1, constant: constant)
    }

    func pair(_ a: Variable, _ b: Variable, _ bCoefficient: Double, constant: Double = 0) -> LoweringTerms {
        LoweringTerms(a, 1, b, bCoefficient, constant: constant)
    }

    var right: LoweringTerms { pair(left, width, 1) }
    var bottom: LoweringTerms { pair(top, height, 1) }

    var frameWidth: LoweringTerms { v(width, insets.left + insets.right) }
    var frameHeight: LoweringTerms { v(height, insets.top + insets.bottom) }

    /// The physical attribute (leading/trailing already resolved) in root coordinates.
    func expression(_ attribute: PhysicalAttribute) -> LoweringTerms {
        switch attribute {
        case .left: return v(left)
        case .right: return right
        case .centerX: return pair(left, width, 0.5)
        case .width: return v(width)
        case .top: return v(top)
        case .bottom: return bottom
        case .centerY: return pair(top, height, 0.5)
        case .height: return v(height)
        case .firstBaseline:
            guard let baselines else { return bottom }
            return v(top, baselines.first)
        case .lastBaseline:
            guard let baselines else { return bottom }
            return pair(top, height, 1, constant: -baselines.last)
        case .leftMargin: return v(left, margins.left - insets.left)
        case .rightMargin: return pair(left, width, 1, constant: insets.right - margins.right)
        case .topMargin: return v(top, margins.top - insets.top)
        case .bottomMargin: return pair(top, height, 1, constant: insets.bottom - margins.bottom)
        case .centerXWithinMargins:
            return pair(left, width, 0.5,
                        constant: (margins.left - insets.left + insets.right - margins.right) / 2)
        case .centerYWithinMargins:
            return pair(top, height, 0.5,
                        constant: (margins.top - insets.top + insets.bottom - margins.bottom) / 2)
        }
    }
}

/// Attributes with leading/trailing resolved to a side.
enum PhysicalAttribute: Sendable {
    case left, right, centerX, width, top, bottom, centerY, height, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, centerXWithinMargins, centerYWithinMargins

    /// Leading is left in left-to-right, right in right-to-left (margins are
    /// physical: the right-to-left leading margin is the right margin).
    init(_ attribute: Attribute, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .leading: self = rtl ? .right : .left
        case .trailing: self = rtl ? .left : .right
        case .width: self = .width
        case .height: self = .height
        case .centerX: self = .centerX
        case .centerY: self = .centerY
        case .top: self = .top
        case .bottom: self = .bottom
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        case .leftMargin: self = .leftMargin
        case .rightMargin: self = .rightMargin
        case .leadingMargin: self = rtl ? .rightMargin : .leftMargin
        case .trailingMargin: self = rtl ? .leftMargin : .rightMargin
        case .topMargin: self = .topMargin
        case .bottomMargin: self = .bottomMargin
        case .centerXWithinMargins: self = .centerXWithinMargins
        case .centerYWithinMargins: self = .centerYWithinMargins
        }
    }
}
