import LayoutSolver

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
