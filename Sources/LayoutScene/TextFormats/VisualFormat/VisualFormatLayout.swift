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
