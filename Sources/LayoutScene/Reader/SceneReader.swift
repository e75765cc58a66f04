import JSON

/// One decoding pass over a scene's JSON: reads every field, collecting
/// every error instead of stopping at the first.
struct SceneReader {
    let limits: SceneLimits
    var errors: [SceneProblem.Entry] = []
    /// Set when an error is about a limit rather than validity.
    var overLimit = false
    /// JSON pointer of each decoded view and guide, in the same order.
    var viewPointers: [JSONPath] = []
    var guidePointers: [JSONPath] = []

    init(limits: SceneLimits) { self.limits = limits }

    mutating func fail(_ pointer: JSONPath, _ message: String) {
        errors.append(SceneProblem.Entry(pointer: pointer.description, message: message))
    }

    mutating func failLimit(_ pointer: JSONPath, _ message: String) {
        overLimit = true
        fail(pointer, message)
    }

    /// The whole document; nil when it is too broken to go on.
    mutating func document(_ json: JSONValue) -> SceneDocument? {
        guard let members = members(json, at: "") else { return nil }
        var document = SceneDocument(root: "", views: [])
        var rootName: (String, JSONPath)?
        var viewsValue: JSONValue?, guidesValue: JSONValue?, constraintsValue: JSONValue?
        for member in members {
            let field = JSONField(member.key)
            let p = JSONPointer.appending("", member.key, field: field)
            if case .null = member.value { continue }
            switch field {
            case .format?:
                if let format = string(member.value, at: p), format != SceneDocument.format {
                    fail(p, "expected \"\(SceneDocument.format)\", found \"\(format)\"")
                }
            case .root?: if let id = string(member.value, at: p) { rootName = (id, p) }
            case .size?: document.size = size(member.value, at: p)
            case .layoutDirection?: document.layoutDirection = direction(member.value, at: p) ?? .leftToRight
            case .displayScale?: document.displayScale = positive(member.value, at: p)
            case .standardSpacing?: document.standardSpacing = spacing(member.value, at: p)
            case .prototypeConstraints?: document.prototypeConstraints = bool(member.value, at: p) ?? true
            case .exactFitTolerance?: document.exactFitTolerance = tolerance(member.value, at: p) ?? 0
            case .views?: viewsValue = member.value
            case .guides?: guidesValue = member.value
            case .constraints?: constraintsValue = member.value
            case .variants?: document.variants = variants(member.value, at: p)
            default: unknownField(p)
            }
        }
        guard let viewsValue else {
            fail("/views", "required: the scene needs at least one view")
            return nil
        }
        document.views = views(viewsValue, at: "/views")
        if let guidesValue { document.guides = guides(guidesValue, at: "/guides") }
        let hierarchy = checkHierarchy(&document, rootName: rootName)
        if let constraintsValue {
            document.constraints = constraints(constraintsValue, at: "/constraints", document: document, hierarchy: hierarchy)
        }
        return document
    }

    mutating func unknownField(_ pointer: JSONPath) {
        fail(pointer, "unknown field")
    }
}
