/// A constraint report written into an encoded result.
extension SceneResult.ConstraintReport {
    /// Its id, equation and description are printed straight into the
    /// output (`JSONStream.field(_:text:_:)`), with no `String` in between.
    /// - Parameter scratch: memory lent to the output while a text is printed.
    func write(to out: inout JSONStream, scratch: inout TextBuilder) {
        out.openObject()
        switch name {
        case .given(let id):
            out.field("id")
            out.string(id)
        case let generated:
            // The closure captures the name alone: capturing `self` copied the report.
            out.field("id", text: &scratch) { generated.append(to: &$0); return true }
        }
        out.field("origin"); out.string(SceneResult.name(of: origin))
        out.field("priority"); out.number(priority)
        switch text {
        case .given(let equation, let description, _):
            out.field("equation"); out.string(equation)
            if let description { out.field("description"); out.string(description) }
        case .lowered(let spec, .given(let description)):
            out.field("equation", text: &scratch) { EquationPrinter().append(spec, to: &$0); return true }
            if let description { out.field("description"); out.string(description) }
        case .lowered(let spec, .described(let kinship)):
            out.field("equation", text: &scratch) { EquationPrinter().append(spec, to: &$0); return true }
            out.field("description", text: &scratch) { ConstraintDescriber.append(spec, kinship: kinship, to: &$0) }
        }
        if let violation {
            out.field("holds"); out.bool(violation <= SceneResult.holdsTolerance)
            out.field("miss"); out.number(violation)
        }
        out.closeObject()
    }
}
