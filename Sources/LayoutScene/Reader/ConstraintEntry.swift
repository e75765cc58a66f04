import JSON
import LayoutSolver

/// The fields of one object in `constraints`, gathered before the form is known.
struct ConstraintEntry {
    var id: String?
    var priority: Double = 1000
    var placeholder = false
    var equation: (String, JSONPath)?
    var first: (String, JSONPath)?
    var relation: Relation?
    var second: (String, JSONPath)?
    var multiplier: Double?
    var constant: Double?
    var visualFormat: (String, JSONPath)?
    var options: [String]?
    var metrics: [String: Double]?
    var views: [String: String]?
    /// Pointers of fields that belong to one form only, to blame when mixed.
    var structuredFields: [JSONPath] = []
    var formatFields: [JSONPath] = []

    /// One member; `field` is the field its name spells.
    mutating func read(_ member: JSONMember, field: JSONField?, at p: JSONPath, into reader: inout SceneReader) {
        switch field {
        case .id?:
            if let s = reader.string(member.value, at: p) {
                if s.isEmpty || s.utf8.count > SceneReader.maxIDLength {
                    reader.fail(p, "a constraint id has 1 to \(SceneReader.maxIDLength) characters")
                } else { id = s }
            }
        case .priority?: priority = reader.priority(member.value, at: p) ?? priority
        case .placeholder?: placeholder = reader.bool(member.value, at: p) ?? false
        case .equation?: if let s = reader.string(member.value, at: p) { equation = (s, p) }
        case .first?: structuredFields.append(p); if let s = reader.string(member.value, at: p) { first = (s, p) }
        case .second?: structuredFields.append(p); if let s = reader.string(member.value, at: p) { second = (s, p) }
        case .relation?:
            structuredFields.append(p)
            if let s = reader.string(member.value, at: p) {
                relation = Relation(rawValue: s)
                if relation == nil { reader.fail(p, "expected \"==\", \"<=\" or \">=\", found \"\(s)\"") }
            }
        case .multiplier?: structuredFields.append(p); multiplier = reader.number(member.value, at: p)
        case .constant?: structuredFields.append(p); constant = reader.number(member.value, at: p)
        case .visualFormat?: if let s = reader.string(member.value, at: p) { visualFormat = (s, p) }
        case .options?:
            formatFields.append(p)
            let elements = reader.array(member.value, at: p, limit: 64) ?? []
            options = elements.enumerated().compactMap { reader.string($1, at: JSONPointer.appending(p, $0)) }
        case .metrics?:
            formatFields.append(p)
            metrics = reader.table(member.value, at: p) { $0.number($1, at: $2) }
        case .views?:
            formatFields.append(p)
            views = reader.table(member.value, at: p) { $0.string($1, at: $2) }
        default:
            reader.unknownField(p)
        }
    }

    /// Builds the constraint of whichever form the fields name.
    func make(at pointer: JSONPath, document: SceneDocument, hierarchy: SceneHierarchy?,
              reader: inout SceneReader) -> (SceneConstraint, [SpecPointers])? {
        let id = self.id ?? ""
        // Counted without an array: building and filtering one cost two allocations per entry.
        let isStructured = first != nil || !structuredFields.isEmpty
        let forms = (equation != nil ? 1 : 0) + (isStructured ? 1 : 0) + (visualFormat != nil ? 1 : 0)
        guard forms == 1 else {
            reader.fail(pointer, forms == 0 ? "expected one of \"equation\", \"first\" or \"visualFormat\""
                                            : "\"equation\", \"first\"/\"relation\"/\"second\" and \"visualFormat\" exclude each other")
            return nil
        }
        if visualFormat == nil {
            for p in formatFields { reader.fail(p, "only a visual format takes this field") }
        }
        if let (text, p) = equation {
            guard let spec = reader.equation(text, priority: priority, at: p) else { return nil }
            return (SceneConstraint(id: id, form: .equation(text), priority: priority, placeholder: placeholder,
                                    specs: [spec]), [SpecPointers(whole: p)])
        }
        if let (format, p) = visualFormat {
            let form = SceneConstraint.Form.visualFormat(format: format, options: options ?? [],
                                                         metrics: metrics ?? [:], views: views ?? [:])
            guard let specs = reader.visualFormatSpecs(form, priority: priority, at: p, document: document,
                                                       hierarchy: hierarchy) else { return nil }
            return (SceneConstraint(id: id, form: form, priority: priority, placeholder: placeholder, specs: specs),
                    Array(repeating: SpecPointers(whole: p), count: specs.count))
        }
        return structured(id: id, at: pointer, reader: &reader)
    }

    func structured(id: String, at pointer: JSONPath, reader: inout SceneReader) -> (SceneConstraint, [SpecPointers])? {
        guard let (firstText, firstPointer) = first else {
            reader.fail(JSONPointer.appending(pointer, "first"), "required")
            return nil
        }
        guard let relation else {
            reader.fail(JSONPointer.appending(pointer, "relation"), "required")
            return nil
        }
        guard let firstRef = reader.reference(firstText, at: firstPointer) else { return nil }
        var spec = ConstraintSpec(first: firstRef, relation: relation, multiplier: multiplier ?? 1,
                                  constant: constant ?? 0, priority: priority)
        var pointers = SpecPointers(whole: pointer, first: firstPointer)
        if let (secondText, secondPointer) = second {
            guard let ref = reader.reference(secondText, at: secondPointer) else { return nil }
            spec.second = ref
            pointers.second = secondPointer
        } else if let multiplier, multiplier != 1 {
            reader.fail(JSONPointer.appending(pointer, "multiplier"), "a multiplier needs \"second\"")
            return nil
        }
        return (SceneConstraint(id: id, form: .structured, priority: priority, placeholder: placeholder, specs: [spec]),
                [pointers])
    }
}

extension SceneReader {
    /// `item.attribute` alone, as in the structured form.
    mutating func reference(_ text: String, at pointer: JSONPath) -> AttributeRef? {
        var lexer = EquationLexer(Array(text.utf8))
        do throws(EquationError) {
            let ref = try lexer.reference()
            if let column = lexer.remainingColumn() {
                throw EquationError.syntax(column: column, message: "expected the end after 'item.attribute'")
            }
            return ref
        } catch {
            fail(pointer, error.message)
            return nil
        }
    }
}
