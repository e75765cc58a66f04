import JSON

/// The `constraints` array: the three forms, then the checks of §1 on
/// every spec they make.
extension SceneReader {
    mutating func constraints(_ value: JSONValue, at pointer: JSONPath, document: SceneDocument,
                              hierarchy: SceneHierarchy?) -> [SceneConstraint] {
        guard let elements = array(value, at: pointer, limit: limits.maxConstraints) else { return [] }
        var result: [SceneConstraint] = []
        result.reserveCapacity(elements.count)
        var ids = ConstraintIDs(count: elements.count)
        for (i, element) in elements.enumerated() {
            let p = JSONPointer.appending(pointer, i)
            // Equation strings (nearly all entries) skip the general path's
            // arrays: one spec, blamed on the entry as a whole. The spec is
            // checked before it moves into the constraint: checking it after
            // cost a copy (retains) and a destroy per entry.
            if case .string(let text) = element {
                guard let spec = equation(text, priority: 1000, at: p) else { continue }
                if let first = ids.recordGenerated(index: i) {
                    duplicate(ConstraintIDs.generatedID(i), at: p, first: first, in: pointer)
                }
                if let hierarchy { check(spec, first: p, second: p, whole: p, hierarchy: hierarchy) }
                result.append(SceneConstraint(id: ConstraintIDs.generatedID(i), form: .equation(text), specs: [spec]))
                continue
            }
            guard let (constraint, specPointers) = constraint(element, index: i, at: p, document: document,
                                                             hierarchy: hierarchy) else { continue }
            if let first = ids.record(constraint.id, index: i) { duplicate(constraint.id, at: p, first: first, in: pointer) }
            if let hierarchy {
                for (spec, specPointer) in zip(constraint.specs, specPointers) {
                    check(spec, at: specPointer, hierarchy: hierarchy)
                }
            }
            result.append(constraint)
        }
        return result
    }

    mutating func duplicate(_ id: String, at p: JSONPath, first: Int, in pointer: JSONPath) {
        fail(p, "duplicate constraint id \"\(id)\" (first at \(JSONPointer.appending(pointer, first)))")
    }

    /// One object entry, with the pointer to blame for each of its specs
    /// (equation strings are read by `constraints`).
    mutating func constraint(_ value: JSONValue, index: Int, at pointer: JSONPath, document: SceneDocument,
                             hierarchy: SceneHierarchy?) -> (SceneConstraint, [SpecPointers])? {
        guard let members = members(value, at: pointer) else { return nil }
        var entry = ConstraintEntry()
        for member in members {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            entry.read(member, field: field, at: p, into: &self)
        }
        entry.id = entry.id ?? "#" + String(index)
        return entry.make(at: pointer, document: document, hierarchy: hierarchy, reader: &self)
    }

    mutating func equation(_ text: String, priority: Double, at pointer: JSONPath) -> ConstraintSpec? {
        do {
            // The string's own bytes when it has them (a parsed one always
            // does): `parse(String)` copies the string to reach them.
            let parser = EquationParser(defaultPriority: priority)
            let parsed = text.utf8.withContiguousStorageIfAvailable { bytes in
                Result { () throws(EquationError) in try parser.parse(bytes: bytes) }
            }
            let spec = if let parsed { try parsed.get() } else { try parser.parse(text) }
            guard checkMagnitude(spec.multiplier, at: pointer) != nil,
                  checkMagnitude(spec.constant, at: pointer) != nil else { return nil }
            return spec
        } catch {
            fail(pointer, error.message)
            return nil
        }
    }
}

/// Where to blame each part of a spec.
struct SpecPointers {
    var first: JSONPath
    var second: JSONPath
    var whole: JSONPath

    init(whole: JSONPath, first: JSONPath? = nil, second: JSONPath? = nil) {
        self.whole = whole
        self.first = first ?? whole
        self.second = second ?? whole
    }
}

/// The one call into the visual-format parser.
extension SceneReader {
    mutating func visualFormatSpecs(_ form: SceneConstraint.Form, priority: Double, at pointer: JSONPath,
                                    document: SceneDocument, hierarchy: SceneHierarchy?) -> [ConstraintSpec]? {
        guard case let .visualFormat(format, options, metrics, views) = form else { return nil }
        // Without a valid tree the parser still reads the text; the superview is then unknown.
        let context = VisualFormatContext(
            metrics: metrics, views: views, options: options,
            siblingSpacing: document.standardSpacing.sibling, superviewSpacing: document.standardSpacing.superview,
            parentOf: { hierarchy?.parentID(of: $0) }, priority: priority)
        do {
            let specs = try VisualFormatParser.parse(format, context: context)
            guard specs.count <= limits.maxConstraintsPerFormat else {
                failLimit(pointer, "the format makes \(specs.count) constraints; the limit is \(limits.maxConstraintsPerFormat)")
                return nil
            }
            return specs
        } catch {
            fail(pointer, error.column > 0 ? "column \(error.column): \(error.message)" : error.message)
            return nil
        }
    }
}
