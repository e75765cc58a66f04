import JSON

extension Diagnostic {
    /// The bytes of `json`, written with no tree built first: the three
    /// common members go straight out and only the kind's fields are values.
    func write(to out: inout JSONStream) {
        out.openObject()
        out.field("kind"); out.string(kind.rawValue)
        out.field("severity"); out.string(severity.rawValue)
        out.field("message"); out.string(message)
        for member in fields {
            out.key(member.key)
            out.value(member.value)
        }
        out.closeObject()
    }
}
