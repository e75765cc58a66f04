/// The one call into the visual-format parser.
extension SceneReader {
    mutating func visualFormatSpecs(_ form: SceneConstraint.Form, priority: Double, at pointer: String,
                                    document: SceneDocument, hierarchy: SceneHierarchy?) -> [ConstraintSpec]? {
        // Replaced by the call to VisualFormatParser when branch `vfl` is merged.
        fail(pointer, "visual formats are not available in this build")
        return nil
    }
}
