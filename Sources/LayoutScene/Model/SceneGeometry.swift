/// A rectangle in points: origin top-left, y down.
public struct SceneRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Where an edge, centre or size attribute of this rectangle lies (left-to-
    /// right reading); nil for margins and baselines, which need more than the rectangle.
    public func value(of attribute: Attribute) -> Double? {
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width / 2
        case .centerY: return y + height / 2
        default: return nil
        }
    }
}

/// Insets from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// UIKit's default layout margins.
    public static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// A width and a height, either of which may be absent (a fitting dimension
/// of the root size; no intrinsic metric on that axis).
public struct SceneSize: Hashable, Sendable {
    public var width: Double?, height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width; self.height = height
    }
}

/// A value per axis: content hugging, compression resistance.
public struct AxisValues: Hashable, Sendable {
    public var horizontal: Double, vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal; self.vertical = vertical
    }
}

/// Baselines: `first` down from the alignment rect's top, `last` up from its bottom.
public struct BaselineOffsets: Hashable, Sendable {
    public var first: Double, last: Double

    public init(first: Double, last: Double) {
        self.first = first; self.last = last
    }
}

public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `sibling` and `superview` spacing: the `-` of the visual format.
public struct StandardSpacing: Hashable, Sendable {
    public var sibling: Double, superview: Double

    public init(sibling: Double = 8, superview: Double = 20) {
        self.sibling = sibling; self.superview = superview
    }
}
