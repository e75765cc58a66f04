/// Reads the grammar of a visual format into a `VisualFormatLayout`,
/// resolving view and metric names as it goes so errors point at them.
struct VisualFormatReader {
    var scanner: VisualFormatScanner
    let context: VisualFormatContext

    init(format: String, context: VisualFormatContext) {
        scanner = VisualFormatScanner(format)
        self.context = context
    }

    mutating func readLayout() throws(VisualFormatError) -> VisualFormatLayout {
        let axis = readOrientation()
        var leadingSuperview: VisualFormatConnection?
        let leadingColumn = scanner.column
        if scanner.skip("|") {
            leadingSuperview = try readConnection()
        }
        var layout = VisualFormatLayout(
            axis: axis, leadingSuperview: leadingSuperview, leadingSuperviewColumn: leadingColumn,
            views: [try readView()], connections: [])
        while !scanner.isAtEnd {
            let connection = try readConnection()
            if scanner.peek == "|" {
                layout.trailingSuperviewColumn = scanner.column
                scanner.advance()
                layout.trailingSuperview = connection
                break
            }
            guard scanner.peek == "[" else {
                let expected = connection == .flush ? "'-', '[', '|' or end of format" : "'[' or '|'"
                throw scanner.failure(expecting: expected)
            }
            layout.connections.append(connection)
            layout.views.append(try readView())
        }
        guard scanner.isAtEnd else { throw scanner.failure(expecting: "end of format") }
        return layout
    }

    /// `H:` or `V:`; horizontal when neither is written.
    private mutating func readOrientation() -> Attribute.Axis {
        guard scanner.peek(ahead: 1) == ":" else { return .horizontal }
        switch scanner.peek {
        case "H":
            scanner.advance(by: 2)
            return .horizontal
        case "V":
            scanner.advance(by: 2)
            return .vertical
        default:
            return .horizontal
        }
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func readView() throws(VisualFormatError) -> VisualFormatView {
        try scanner.expect("[", "'[' to start a view")
        let column = scanner.column
        guard let name = scanner.readName(rule: .bracketed, allowDigitStart: true) else {
            throw scanner.failure(expecting: "a view name")
        }
        guard let id = viewID(named: name) else {
            throw VisualFormatError(
                message: "expected a view named in views, found unknown \(VisualFormatError.quoted(name))",
                column: column)
        }
        var predicates: [VisualFormatPredicate] = []
        if scanner.skip("(") {
            predicates = try readPredicateList(allowsViews: true)
        }
        let closing = predicates.isEmpty ? "'(' or ']' after the view name" : "']' to close the view"
        try scanner.expect("]", closing)
        return VisualFormatView(id: id, column: column, predicates: predicates)
    }

    /// Nothing (flush), `-`, `-N-`, `-metric-` or `-(predicates)-`.
    private mutating func readConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard scanner.skip("-") else { return .flush }
        if scanner.skip("(") {
            let predicates = try readPredicateList(allowsViews: false)
            try scanner.expect("-", "'-' after the spacing")
            return .predicates(predicates)
        }
        if let value = try readSimpleSpacing() {
            try scanner.expect("-", "'-' after the spacing")
            return .predicates([
                VisualFormatPredicate(relation: .equal, object: .constant(value), priority: context.priority),
            ])
        }
        return .standard
    }

    /// The `N` or `metric` of `-N-`: a positive number or a metric name.
    private mutating func readSimpleSpacing() throws(VisualFormatError) -> Double? {
        if let number = try scanner.readNumber(allowSign: false) { return number }
        let column = scanner.column
        guard let name = scanner.readName(rule: .betweenDashes) else { return nil }
        return try metric(named: name, column: column)
    }

    func viewID(named name: String) -> String? {
        context.views.isEmpty ? name : context.views[name]
    }

    func metric(named name: String, column: Int) throws(VisualFormatError) -> Double {
        guard let value = context.metrics[name] else {
            throw VisualFormatError(
                message: "expected a metric name, found unknown \(VisualFormatError.quoted(name))",
                column: column)
        }
        return value
    }
}
