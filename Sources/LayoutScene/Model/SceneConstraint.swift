/// One entry of the scene's `constraints`, with the specs it makes.
public struct SceneConstraint: Hashable, Sendable {
    /// How the entry was written.
    public enum Form: Hashable, Sendable {
        case equation(String)
        case structured
        case visualFormat(format: String, options: [String], metrics: [String: Double], views: [String: String])
    }

    /// The given id, or `#N` with N the index in `constraints`.
    public var id: String
    public var form: Form
    /// The form's default priority.
    public var priority: Double
    /// Kept for description, left out of solving.
    public var placeholder: Bool
    /// One spec for an equation or structured form; the k-th spec of a
    /// visual format is named `id.k`.
    public var specs: [ConstraintSpec]

    public init(id: String, form: Form, priority: Double = 1000, placeholder: Bool = false, specs: [ConstraintSpec]) {
        self.id = id
        self.form = form
        self.priority = priority
        self.placeholder = placeholder
        self.specs = specs
    }

    /// The id of the k-th spec.
    public func specID(_ k: Int) -> String {
        if case .visualFormat = form { return "\(id).\(k)" }
        return id
    }

    public var origin: ConstraintOrigin {
        if case .visualFormat = form { return .visualFormat }
        return .scene
    }
}

/// Where a constraint that took part in a solve came from (docs/scenes.md, "Frames and constraints").
public enum ConstraintOrigin: String, Hashable, Sendable {
    case scene, visualFormat, rootSize, implicit, autoresizing, prototype
    case contentHugging, compressionResistance, fitting
}
