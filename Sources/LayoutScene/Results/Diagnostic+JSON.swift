import JSON

extension Diagnostic {
    /// Its JSON (docs/scenes.md, "Diagnostics"), written with no tree built first: every member,
    /// the payload's too, goes straight out; names and enumerated values
    /// are literals (`name(of:)`), copied with no escape.
    func write(to out: inout JSONStream) {
        out.openObject()
        out.field("kind"); out.string(Self.name(of: kind))
        out.field("severity"); out.string(Self.name(of: severity))
        out.field("message"); out.string(message)
        switch payload {
        case .unsatisfiable(let c):
            out.field("constraints"); Self.write(c.constraints, to: &out)
            out.field("broken"); out.string(c.broken)
            if let hints = c.hints { out.field("hints"); Self.write(hints, to: &out) }
            if c.constraintsOmitted > 0 { out.field("constraintsOmitted"); out.number(Double(c.constraintsOmitted)) }
        case .ambiguous(let a):
            out.field("view"); out.string(a.view)
            out.field("axis"); out.string(Self.name(of: a.axis))
            out.field("missing")
            out.openArray()
            for part in a.missing { out.string(Self.name(of: part)) }
            out.closeArray()
            out.field("cause"); out.string(Self.name(of: a.cause))
            out.field("related"); Self.write(a.related, to: &out)
            if a.relatedOmitted > 0 { out.field("relatedOmitted"); out.number(Double(a.relatedOmitted)) }
            out.field("alternative")
            out.openObject()
            for frame in a.alternative {
                out.key(frame.id)
                SceneResult.write(frame.rect, to: &out)
            }
            out.closeObject()
            out.field("suggestions"); Self.write(a.suggestions, to: &out)
        case .misplaced(let m):
            out.field("view"); out.string(m.view)
            out.field("designFrame"); SceneResult.write(m.designFrame, to: &out)
            out.field("frame"); SceneResult.write(m.frame, to: &out)
        case .zeroSize(let z):
            out.field("view"); out.string(z.view)
            out.field("axis"); out.string(Self.name(of: z.axis))
        case .outsideSuperview(let o):
            out.field("view"); out.string(o.view)
            out.field("superview"); out.string(o.superview)
        case .prototypeConstraints(let p):
            out.field("view"); out.string(p.view)
        case .omitted(let o):
            out.field("of"); out.string(Self.name(of: o.of))
            out.field("count"); out.number(Double(o.count))
            if o.unchecked > 0 { out.field("unchecked"); out.number(Double(o.unchecked)) }
        }
        out.closeObject()
    }

    static func write(_ strings: [String], to out: inout JSONStream) {
        out.openArray()
        for s in strings { out.string(s) }
        out.closeArray()
    }

    /// `kind.rawValue` known when compiling (see `SceneResult.name(of:)`).
    @inline(__always)
    static func name(of kind: Kind) -> StaticString {
        switch kind {
        case .unsatisfiable: return "unsatisfiable"
        case .ambiguous: return "ambiguous"
        case .misplaced: return "misplaced"
        case .zeroSize: return "zeroSize"
        case .outsideSuperview: return "outsideSuperview"
        case .prototypeConstraints: return "prototypeConstraints"
        case .omitted: return "omitted"
        }
    }

    @inline(__always)
    static func name(of severity: Severity) -> StaticString {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        }
    }

    @inline(__always)
    static func name(of axis: Attribute.Axis) -> StaticString {
        axis == .horizontal ? "horizontal" : "vertical"
    }

    @inline(__always)
    static func name(of part: Ambiguity.Part) -> StaticString {
        part == .position ? "position" : "size"
    }

    @inline(__always)
    static func name(of cause: Ambiguity.Cause) -> StaticString {
        cause == .missingConstraints ? "missingConstraints" : "equalPriorities"
    }
}
