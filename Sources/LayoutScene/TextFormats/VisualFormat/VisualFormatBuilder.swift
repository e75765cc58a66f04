import LayoutSolver

/// Turns a parsed format into specs; see `VisualFormatParser` for the shapes.
struct VisualFormatBuilder {
    let layout: VisualFormatLayout
    let options: VisualFormatOptions
    let context: VisualFormatContext

    /// One side of a connection.
    private enum Neighbour {
        case superview(String)
        case view(String)
    }

    func specs() throws(VisualFormatError) -> [ConstraintSpec] {
        let superview = layout.usesSuperview ? try commonSuperview() : ""
        let views = layout.views
        var specs: [ConstraintSpec] = []
        if let connection = layout.leadingSuperview {
            specs += spacing(connection, between: .superview(superview), and: .view(views[0].id))
        }
        for (index, view) in views.enumerated() {
            if index > 0 {
                specs += spacing(layout.connections[index - 1],
                                 between: .view(views[index - 1].id), and: .view(view.id))
            }
            specs += sizes(of: view)
        }
        if let connection = layout.trailingSuperview, let last = views.last {
            specs += spacing(connection, between: .view(last.id), and: .superview(superview))
        }
        return specs + alignments()
    }

    /// The parent every view of the format shares: what `|` stands for.
    private func commonSuperview() throws(VisualFormatError) -> String {
        let first = layout.views[0]
        guard let superview = context.parentOf(first.id) else {
            let column = layout.leadingSuperview != nil
                ? layout.leadingSuperviewColumn : layout.trailingSuperviewColumn
            let name = VisualFormatError.quoted(first.id)
            throw VisualFormatError(
                message: "expected \(name) to have a superview for '|', found none", column: column)
        }
        for view in layout.views.dropFirst() where context.parentOf(view.id) != superview {
            let (name, parent, firstName) = (VisualFormatError.quoted(view.id),
                                             VisualFormatError.quoted(superview),
                                             VisualFormatError.quoted(first.id))
            throw VisualFormatError(
                message: "expected \(name) to share the superview \(parent) of \(firstName) as '|' needs",
                column: view.column)
        }
        return superview
    }

    /// The edges along the format's axis, from the lower coordinate to the
    /// higher, and whether the format runs against them.
    private var edges: (start: Attribute, end: Attribute, reversed: Bool) {
        guard layout.axis == .horizontal else { return (.top, .bottom, false) }
        switch options.direction {
        case .leadingToTrailing: return (.leading, .trailing, false)
        case .leftToRight: return (.left, .right, false)
        case .rightToLeft: return (.left, .right, true)
        }
    }

    /// `edge further along REL edge before it + gap` for each predicate.
    private func spacing(_ connection: VisualFormatConnection, between before: Neighbour,
                         and after: Neighbour) -> [ConstraintSpec] {
        let (start, end, reversed) = edges
        let (lower, upper) = reversed ? (after, before) : (before, after)
        // A view faces the gap with its far edge when it comes first, a
        // superview with its near edge; the other way round when it comes second.
        let lowerEdge: AttributeRef
        let upperEdge: AttributeRef
        var touchesSuperview = false
        switch lower {
        case .view(let id): lowerEdge = AttributeRef(item: id, attribute: end)
        case .superview(let id):
            lowerEdge = AttributeRef(item: id, attribute: start)
            touchesSuperview = true
        }
        switch upper {
        case .view(let id): upperEdge = AttributeRef(item: id, attribute: start)
        case .superview(let id):
            upperEdge = AttributeRef(item: id, attribute: end)
            touchesSuperview = true
        }
        return gaps(of: connection, touchesSuperview: touchesSuperview).map { relation, gap, priority in
            ConstraintSpec(first: upperEdge, relation: relation, second: lowerEdge,
                           constant: gap, priority: priority)
        }
    }

    /// The (relation, gap, priority) triples a connection stands for.
    private func gaps(of connection: VisualFormatConnection, touchesSuperview: Bool)
        -> [(Relation, Double, Double)]
    {
        switch connection {
        case .flush:
            return [(.equal, 0, context.priority)]
        case .standard:
            let gap = touchesSuperview ? context.superviewSpacing : context.siblingSpacing
            return [(.equal, gap, context.priority)]
        case .predicates(let predicates):
            // The reader lets only constants into a connection's predicates.
            return predicates.compactMap { predicate in
                guard case .constant(let gap) = predicate.object else { return nil }
                return (predicate.relation, gap, predicate.priority)
            }
        }
    }

    /// `view.width REL constant` or `view.width REL other.width` (height in V:).
    private func sizes(of view: VisualFormatView) -> [ConstraintSpec] {
        let size: Attribute = layout.axis == .horizontal ? .width : .height
        let ref = AttributeRef(item: view.id, attribute: size)
        return view.predicates.map { predicate in
            switch predicate.object {
            case .constant(let value):
                return ConstraintSpec(first: ref, relation: predicate.relation,
                                      constant: value, priority: predicate.priority)
            case .view(let other):
                return ConstraintSpec(first: ref, relation: predicate.relation,
                                      second: AttributeRef(item: other, attribute: size),
                                      priority: predicate.priority)
            }
        }
    }

    /// `earlier.attr == later.attr` per consecutive pair, option by option.
    private func alignments() -> [ConstraintSpec] {
        options.alignments.flatMap { attribute in
            zip(layout.views, layout.views.dropFirst()).map { earlier, later in
                ConstraintSpec(first: AttributeRef(item: earlier.id, attribute: attribute),
                               relation: .equal,
                               second: AttributeRef(item: later.id, attribute: attribute),
                               priority: context.priority)
            }
        }
    }
}
