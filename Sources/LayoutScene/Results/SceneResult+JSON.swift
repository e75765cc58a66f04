import JSON

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

    /// The same bytes as `JSONWriter(indent:).bytes(json)`, written
    /// directly: the tree of a large result cost more than the writing.
    /// Written straight into the array returned (copying the bytes out
    /// cost an instruction per byte); into a buffer of the stream's own only
    /// if the estimate falls short.
    public func jsonBytes(indent: Int = 0) -> [UInt8] {
        var outgrown: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: estimatedBytes(indent: indent)) { memory, initialized in
            var stream = JSONStream(indent: indent, lent: memory)
            write(to: &stream)
            if let count = stream.countInLentMemory {
                initialized = count
            } else {
                outgrown = stream.finish()
            }
        }
        return outgrown ?? bytes
    }

    /// Room for the whole result, so the buffer grows rarely if ever.
    func estimatedBytes(indent: Int) -> Int {
        let perFrame = indent > 0 ? 96 + 8 * indent : 64
        // A generated constraint with its description takes up to ~170 bytes
        // compact (`label12.width@compressionResistance`): too low an
        // estimate copied the whole buffer once more.
        let perConstraint = indent > 0 ? 208 + 8 * indent : 176
        let own = JSONWriter.initialCapacity + frames.count * perFrame + constraints.count * perConstraint
        return variants.reduce(own) { $0 + $1.estimatedBytes(indent: indent) }
    }

    func write(to out: inout JSONStream) {
        out.openObject()
        if let name { out.field("name"); out.string(name) }
        out.field("format"); out.string(SceneResult.format)
        out.field("status"); out.string(status.rawValue)
        out.field("frames")
        out.openObject()
        for frame in frames {
            out.key(frame.id)
            SceneResult.write(frame.rect, to: &out)
        }
        out.closeObject()
        out.field("diagnostics")
        out.openArray()
        for diagnostic in diagnostics { diagnostic.write(to: &out) }
        out.closeArray()
        out.field("constraints")
        out.openArray()
        var scratch = TextBuilder()
        // By index through the buffer. Each report is still copied once
        // here (ConstraintReport's outlined copy, ~200 instructions in
        // callgrind): reading an element through a pointer copies it too.
        constraints.withUnsafeBufferPointer { reports in
            for k in reports.indices { reports[k].write(to: &out, scratch: &scratch) }
        }
        out.closeArray()
        if let affecting {
            out.field("affecting")
            out.openObject()
            for entry in affecting { SceneResult.write(entry, to: &out) }
            out.closeObject()
        }
        out.field("stats")
        out.openObject()
        out.field("views"); out.number(Double(stats.views))
        out.field("constraints"); out.number(Double(stats.constraints))
        out.field("solveMicroseconds"); out.number(Double(stats.solveMicroseconds ?? 0))
        out.closeObject()
        if name == nil {
            out.field("variants")
            out.openArray()
            for variant in variants { variant.write(to: &out) }
            out.closeArray()
        }
        out.closeObject()
    }

    static func write(_ rect: SceneRect, to out: inout JSONStream) {
        out.openObject()
        out.field("x"); out.number(rect.x)
        out.field("y"); out.number(rect.y)
        out.field("width"); out.number(rect.width)
        out.field("height"); out.number(rect.height)
        out.closeObject()
    }

    static func write(_ entry: Affecting, to out: inout JSONStream) {
        out.key(entry.id)
        out.openObject()
        out.field("horizontal")
        out.openArray()
        for id in entry.horizontal { out.string(id) }
        out.closeArray()
        out.field("vertical")
        out.openArray()
        for id in entry.vertical { out.string(id) }
        out.closeArray()
        if entry.horizontalOmitted > 0 { out.field("horizontalOmitted"); out.number(Double(entry.horizontalOmitted)) }
        if entry.verticalOmitted > 0 { out.field("verticalOmitted"); out.number(Double(entry.verticalOmitted)) }
        out.closeObject()
    }

    /// `origin.rawValue` known when compiling: a small `String` took the slow
    /// path of the escaping writer, for every constraint.
    @inline(__always)
    static func name(of origin: ConstraintOrigin) -> StaticString {
        switch origin {
        case .scene: return "scene"
        case .visualFormat: return "visualFormat"
        case .rootSize: return "rootSize"
        case .implicit: return "implicit"
        case .autoresizing: return "autoresizing"
        case .prototype: return "prototype"
        case .contentHugging: return "contentHugging"
        case .compressionResistance: return "compressionResistance"
        case .fitting: return "fitting"
        }
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
