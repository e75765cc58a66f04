import JSON

/// The JSON form of a diagnostic as a tree: `kind`, `severity`, `message`,
/// then its payload's members in the contract's order. `write(to:)` in
/// Diagnostic+Stream writes the same bytes without the tree.
extension Diagnostic {
    public var json: JSONValue {
        .object([
            JSONMember("kind", .string(kind.rawValue)),
            JSONMember("severity", .string(severity.rawValue)),
            JSONMember("message", .string(message)),
        ] + payloadMembers)
    }

    var payloadMembers: [JSONMember] {
        switch payload {
        case .unsatisfiable(let c):
            var members = [JSONMember("constraints", Self.json(c.constraints)), JSONMember("broken", .string(c.broken))]
            if let hints = c.hints { members.append(JSONMember("hints", Self.json(hints))) }
            if c.constraintsOmitted > 0 {
                members.append(JSONMember("constraintsOmitted", .number(Double(c.constraintsOmitted))))
            }
            return members
        case .ambiguous(let a):
            var members = [
                JSONMember("view", .string(a.view)),
                JSONMember("axis", .string(a.axis.rawValue)),
                JSONMember("missing", .array(a.missing.map { .string($0.rawValue) })),
                JSONMember("cause", .string(a.cause.rawValue)),
                JSONMember("related", Self.json(a.related)),
            ]
            if a.relatedOmitted > 0 { members.append(JSONMember("relatedOmitted", .number(Double(a.relatedOmitted)))) }
            return members + [
                JSONMember("alternative", .object(a.alternative.map { JSONMember($0.id, SceneResult.json($0.rect)) })),
                JSONMember("suggestions", Self.json(a.suggestions)),
            ]
        case .misplaced(let m):
            return [JSONMember("view", .string(m.view)), JSONMember("designFrame", SceneResult.json(m.designFrame)),
                    JSONMember("frame", SceneResult.json(m.frame))]
        case .zeroSize(let z):
            return [JSONMember("view", .string(z.view)), JSONMember("axis", .string(z.axis.rawValue))]
        case .outsideSuperview(let o):
            return [JSONMember("view", .string(o.view)), JSONMember("superview", .string(o.superview))]
        case .prototypeConstraints(let p):
            return [JSONMember("view", .string(p.view))]
        case .omitted(let o):
            var members = [JSONMember("of", .string(o.of.rawValue)), JSONMember("count", .number(Double(o.count)))]
            if o.unchecked > 0 { members.append(JSONMember("unchecked", .number(Double(o.unchecked)))) }
            return members
        }
    }

    static func json(_ strings: [String]) -> JSONValue {
        .array(strings.map { .string($0) })
    }
}
