/// A `[name(predicates)]` of a visual format.
struct VisualFormatView: Equatable {
    var id: String
    /// Where the name starts, for errors found after parsing.
    var column: Int
    /// Size predicates, in the order written.
    var predicates: [VisualFormatPredicate]
}
