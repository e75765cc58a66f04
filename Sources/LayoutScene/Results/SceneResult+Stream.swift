import JSON

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
