import LayoutSolver

/// The parenthesised predicate lists: `(>=8,<=20@750)`, `(==other@500)`.
extension VisualFormatReader {
    /// Reads predicates up to and including the closing `)`.
    mutating func readPredicateList(allowsViews: Bool)
        throws(VisualFormatError) -> [VisualFormatPredicate]
    {
        var predicates: [VisualFormatPredicate] = []
        repeat {
            predicates.append(try readPredicate(allowsViews: allowsViews))
        } while scanner.skip(",")
        try scanner.expect(")", "',' or ')'")
        return predicates
    }

    /// `(relation)?object(@priority)?`; the relation defaults to `==`.
    private mutating func readPredicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        let relation = try readRelation()
        let object = try readObject(allowsViews: allowsViews)
        var priority = context.priority
        if scanner.skip("@") {
            priority = try readPriority()
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    private mutating func readRelation() throws(VisualFormatError) -> Relation {
        let relation: Relation
        switch scanner.peek {
        case "=": relation = .equal
        case "<": relation = .lessOrEqual
        case ">": relation = .greaterOrEqual
        default: return .equal
        }
        guard scanner.peek(ahead: 1) == "=" else {
            throw scanner.failure(expecting: "'==', '<=' or '>='")
        }
        scanner.advance(by: 2)
        return relation
    }

    /// A number, a metric or (in a view's list) another view. Metrics win
    /// over views of the same name.
    private mutating func readObject(allowsViews: Bool)
        throws(VisualFormatError) -> VisualFormatPredicate.Object
    {
        if let number = try scanner.readNumber(allowSign: true) { return .constant(number) }
        let column = scanner.column
        guard let name = scanner.readName(rule: .bracketed) else {
            throw scanner.failure(expecting: allowsViews
                ? "a number, metric or view name" : "a number or metric name")
        }
        if let value = context.metrics[name] { return .constant(value) }
        guard allowsViews else { return .constant(try metric(named: name, column: column)) }
        guard let id = viewID(named: name) else {
            let quoted = VisualFormatError.quoted(name)
            throw VisualFormatError(
                message: "expected a metric or a view named in views, found unknown \(quoted)", column: column)
        }
        return .view(id)
    }

    /// A number or metric within `VisualFormatLimits.priorityRange`.
    private mutating func readPriority() throws(VisualFormatError) -> Double {
        let column = scanner.column
        let value: Double
        if let number = try scanner.readNumber(allowSign: true) {
            value = number
        } else if let name = scanner.readName(rule: .bracketed) {
            value = try metric(named: name, column: column)
        } else {
            throw scanner.failure(expecting: "a priority (number or metric name)")
        }
        let range = VisualFormatLimits.priorityRange
        guard range.contains(value) else {
            let (low, high) = (VisualFormatNumber.text(range.lowerBound), VisualFormatNumber.text(range.upperBound))
            throw VisualFormatError(
                message: "expected a priority from \(low) to \(high), found \(VisualFormatNumber.text(value))",
                column: column)
        }
        return value
    }
}
