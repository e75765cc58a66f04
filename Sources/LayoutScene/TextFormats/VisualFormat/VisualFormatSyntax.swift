import LayoutSolver

/// A parsed visual format:
/// `(orientation:)?(| connection)?[view](connection [view])*(connection |)?`.
struct VisualFormatLayout: Equatable {
    var axis: Attribute.Axis
    /// The connection after a leading `|`, nil without one.
    var leadingSuperview: VisualFormatConnection?
    /// Column of the leading `|`.
    var leadingSuperviewColumn: Int = 0
    /// At least one view.
    var views: [VisualFormatView]
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    /// The connection before a trailing `|`, nil without one.
    var trailingSuperview: VisualFormatConnection?
    var trailingSuperviewColumn: Int = 0

    var usesSuperview: Bool { leadingSuperview != nil || trailingSuperview != nil }
}

/// A `[name(predicates)]` of a visual format.
struct VisualFormatView: Equatable {
    var id: String
    /// Where the name starts, for errors found after parsing.
    var column: Int
    /// Size predicates, in the order written.
    var predicates: [VisualFormatPredicate]
}

/// The gap between two neighbours of a visual format (views or `|`).
enum VisualFormatConnection: Equatable {
    /// Nothing written: the neighbours touch.
    case flush
    /// A bare `-`: the context's sibling or superview spacing.
    case standard
    /// `-N-`, `-metric-` or `-(…)-`.
    case predicates([VisualFormatPredicate])
}

/// One `REL object @priority` of a parenthesised list, names already resolved.
struct VisualFormatPredicate: Equatable {
    enum Object: Equatable {
        case constant(Double)
        /// Another view's id: `[a(==b)]` makes a's size equal b's.
        case view(String)
    }

    var relation: Relation
    var object: Object
    var priority: Double
}
