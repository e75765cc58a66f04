import JSON

/// The JSON form of a result: members in the contract's order, numbers
/// without float noise, so the same input gives the same bytes. Written
/// with `JSONStream` only; no tree of values is built.
extension SceneResult {
    /// A constraint holds when it misses by no more than this (points).
    static let holdsTolerance = 1e-6

    /// The result's JSON, written straight into bytes: the one encoder of
    /// results (a tree of `JSONValue`s built first cost more than the writing).
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

    /// The result as a value, for documents that nest it (explanations,
    /// imports): read back from the one encoder's bytes. Reading our own
    /// output cannot fail; null stands in should it ever.
    public var jsonValue: JSONValue {
        (try? JSONParser().parse(jsonBytes())) ?? .null
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
}

/// A constraint report written into an encoded result.
extension SceneResult.ConstraintReport {
    /// Its id, equation and description are printed straight into the
    /// output (`JSONStream.openText`), with no `String` in between, and
    /// with no closure: one capturing the spec copied it for each text.
    /// - Parameter scratch: memory lent to the output while a text is printed.
    func write(to out: inout JSONStream, scratch: inout TextBuilder) {
        out.openObject()
        if case .given(let id) = name {
            out.field("id")
            out.string(id)
        } else {
            let mark = out.openText("id", lending: &scratch)
            name.append(to: &scratch)
            out.closeText(mark, lending: &scratch)
        }
        out.field("origin"); out.string(SceneResult.name(of: origin))
        out.field("priority"); out.number(priority)
        switch text {
        case .given(let equation, let description, _):
            out.field("equation"); out.string(equation)
            if let description { out.field("description"); out.string(description) }
        case .lowered(let spec, let describing):
            let mark = out.openText("equation", lending: &scratch)
            EquationPrinter().append(spec, to: &scratch)
            out.closeText(mark, lending: &scratch)
            switch describing {
            case .given(let description):
                if let description { out.field("description"); out.string(description) }
            case .described(let kinship):
                let mark = out.openText("description", lending: &scratch)
                let described = ConstraintDescriber.append(spec, kinship: kinship, to: &scratch)
                out.closeText(mark, lending: &scratch, keep: described)
            }
        }
        if let violation {
            out.field("holds"); out.bool(violation <= SceneResult.holdsTolerance)
            out.field("miss"); out.number(violation)
        }
        out.closeObject()
    }
}
