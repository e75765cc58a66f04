import LayoutScene
import LayoutSolver

/// One object a constraint line names: a view or guide by class and
/// address, a name from the `names:` table, or a superview `|`.
public struct ConsoleItem: Hashable, Sendable {
    /// As printed: a class (`Proto.HeaderView`), or a name when the line
    /// gives no address (`name_label`, `Cell...`).
    public var className: String
    public var address: String?
    /// The quoted text after the address: a view's identifier, a label's
    /// text, a guide's name (`'UIViewLayoutMarginsGuide'`).
    public var identifier: String?

    public init(className: String, address: String? = nil, identifier: String? = nil) {
        self.className = className
        self.address = address
        self.identifier = identifier
    }

    /// Layout guides are rectangles without a view; `_UILayoutGuide` (the
    /// top and bottom layout guides before iOS 9) is a view.
    public var isGuide: Bool {
        if className == "_UILayoutGuide" { return false }
        return className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer" || className == "UIFocusGuide"
    }
}

/// One side of a relation as printed: `item.attribute` with its multiplier
/// and constant, or a constant alone (`item` nil).
public struct ConsoleTerm: Hashable, Sendable {
    public enum Reference: Hashable, Sendable {
        case item(ConsoleItem)
        /// A name the line uses for an item (VFL brackets, truncated
        /// names), resolved through the `names:` table.
        case name(String)
        /// `|`: the superview the `names:` table calls `'|'`.
        case superview
    }

    public var reference: Reference
    /// As printed, including autoresizing's `minX`, `midY`, ….
    public var attribute: String

    public init(reference: Reference, attribute: String) {
        self.reference = reference
        self.attribute = attribute
    }
}

/// One relation of a constraint line: `first REL multiplier × second + constant`.
public struct ConsoleRelation: Hashable, Sendable {
    public var first: ConsoleTerm
    public var relation: Relation
    public var second: ConsoleTerm?
    public var multiplier: Double
    public var constant: Double
    /// Where the constant came from a spacing token (`NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`), whose real value the system picks.
    public var systemSpacing: Bool

    public init(first: ConsoleTerm, relation: Relation, second: ConsoleTerm?, multiplier: Double = 1,
                constant: Double = 0, systemSpacing: Bool = false) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.systemSpacing = systemSpacing
    }
}

/// One constraint line of the message.
public struct ConsoleConstraint: Hashable, Sendable {
    /// How the line shows its relation.
    public enum Display: String, Hashable, Sendable {
        case equation, visualFormat
    }

    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, ….
    public var className: String
    public var address: String
    /// The quoted identifier (`'UIView-Encapsulated-Layout-Height'`).
    public var identifier: String?
    /// SnapKit's `File.swift#88`: where the user's code made it.
    public var source: String?
    /// The autoresizing mask as printed, `h=--& v=--&`.
    public var mask: String?
    public var display: Display
    /// Usually one; a hand-written visual format line may hold more.
    public var relations: [ConsoleRelation]
    public var priority: Double
    /// `(active)` printed; legacy lines say nothing (nil).
    public var active: Bool?
    /// The `names:` table in printed order (two views may share a
    /// truncated name, so it is not a dictionary).
    public var names: [ConsoleName]
    /// `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`.
    public var hugging: Double?
    public var compressionResistance: Double?
    /// The line as read (after cleaning), for reports.
    public var text: String
    /// 1-based line of the paste.
    public var line: Int

    public init(className: String, address: String, display: Display, relations: [ConsoleRelation],
                text: String, line: Int) {
        self.className = className
        self.address = address
        self.display = display
        self.relations = relations
        self.priority = 1000
        self.names = []
        self.text = text
        self.line = line
    }
}
