/// The layout attributes of the contract (§1 Attributes). `baseline` is
/// accepted by the parsers as an alias of `lastBaseline`.
public enum Attribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public enum Axis: String, Sendable { case horizontal, vertical }

    /// Parses a name, accepting the `baseline` alias.
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// Leading/trailing family: evaluated in reading-direction coordinates.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left/right family: never flips.
    public var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }
}
