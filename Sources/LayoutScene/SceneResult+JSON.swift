/// The JSON form of a result: members in the contract's order, numbers
/// without float noise, so the same input gives the same bytes.
extension SceneResult {
    /// A constraint holds when it misses by no more than this (points).
    static let holdsTolerance = 1e-6

    public var json: JSONValue {
        var members: [JSONMember] = []
        if let name { members.append(JSONMember("name", .string(name))) }
        members += [
            JSONMember("format", .string(SceneResult.format)),
            JSONMember("status", .string(status.rawValue)),
            JSONMember("frames", .object(frames.map { JSONMember($0.id, SceneResult.json($0.rect)) })),
            JSONMember("diagnostics", .array(diagnostics.map(\.json))),
            JSONMember("constraints", .array(constraints.map(SceneResult.json))),
        ]
        if let affecting { members.append(JSONMember("affecting", .object(affecting.map(SceneResult.json)))) }
        members += [
            JSONMember("stats", .object([
                JSONMember("views", .number(Double(stats.views))),
                JSONMember("constraints", .number(Double(stats.constraints))),
                JSONMember("solveMicroseconds", .number(Double(stats.solveMicroseconds ?? 0))),
            ])),
        ]
        if name == nil { members.append(JSONMember("variants", .array(variants.map(\.json)))) }
        return .object(members)
    }

    public func jsonBytes(indent: Int = 0) -> [UInt8] {
        JSONWriter(indent: indent).bytes(json)
    }

    static func json(_ rect: SceneRect) -> JSONValue {
        .object([
            JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
            JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
        ])
    }

    static func json(_ entry: Affecting) -> JSONMember {
        var members = [JSONMember("horizontal", .array(entry.horizontal.map { .string($0) })),
                       JSONMember("vertical", .array(entry.vertical.map { .string($0) }))]
        if entry.horizontalOmitted > 0 {
            members.append(JSONMember("horizontalOmitted", .number(Double(entry.horizontalOmitted))))
        }
        if entry.verticalOmitted > 0 { members.append(JSONMember("verticalOmitted", .number(Double(entry.verticalOmitted)))) }
        return JSONMember(entry.id, .object(members))
    }

    static func json(_ report: ConstraintReport) -> JSONValue {
        var members = [
            JSONMember("id", .string(report.id)),
            JSONMember("origin", .string(report.origin.rawValue)),
            JSONMember("priority", .number(report.priority)),
            JSONMember("equation", .string(report.equation)),
        ]
        if let description = report.description { members.append(JSONMember("description", .string(description))) }
        if let violation = report.violation {
            members.append(JSONMember("holds", .bool(violation <= holdsTolerance)))
            members.append(JSONMember("miss", .number(violation)))
        }
        return .object(members)
    }
}
