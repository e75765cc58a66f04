/// The gap between two neighbours of a visual format (views or `|`).
enum VisualFormatConnection: Equatable {
    /// Nothing written: the neighbours touch.
    case flush
    /// A bare `-`: the context's sibling or superview spacing.
    case standard
    /// `-N-`, `-metric-` or `-(…)-`.
    case predicates([VisualFormatPredicate])
}
