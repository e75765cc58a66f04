/// Everything a visual format refers to besides its own text.
public struct VisualFormatContext {
    /// Named constants usable for spacings, sizes and priorities.
    public var metrics: [String: Double]
    /// Name in the format -> view id. Empty: every name is the id itself.
    public var views: [String: String]
    /// `alignAll…` and `direction…` option names (docs/scenes.md, "Constraint forms", the visual format).
    public var options: [String]
    /// The spacing of a bare `-` between two views.
    public var siblingSpacing: Double = 8
    /// The spacing of a bare `-` between a view and `|`.
    public var superviewSpacing: Double = 20
    /// Parent id of a view id; nil for the root and for unknown ids.
    public var parentOf: (String) -> String?
    /// Priority of every constraint whose predicate has no `@p`.
    public var priority: Double = 1000

    public init(metrics: [String: Double] = [:], views: [String: String] = [:],
                options: [String] = [], siblingSpacing: Double = 8,
                superviewSpacing: Double = 20, parentOf: @escaping (String) -> String?,
                priority: Double = 1000) {
        self.metrics = metrics
        self.views = views
        self.options = options
        self.siblingSpacing = siblingSpacing
        self.superviewSpacing = superviewSpacing
        self.parentOf = parentOf
        self.priority = priority
    }
}
