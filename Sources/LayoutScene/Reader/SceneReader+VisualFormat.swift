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
