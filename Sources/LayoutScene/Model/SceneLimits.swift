import JSON

/// Limits on what a scene may contain, so hostile input fails fast with a
/// clear error instead of exhausting memory or time. One place for all of them.
public struct SceneLimits: Hashable, Sendable {
    /// Bytes of the whole document.
    public var maxDocumentBytes: Int
    /// JSON nesting depth.
    public var maxDepth: Int
    /// Bytes of any one JSON string (a visual format included).
    public var maxStringBytes: Int
    public var maxViews: Int
    public var maxGuides: Int
    /// Entries of `constraints` (one visual format counts once).
    public var maxConstraints: Int
    /// Constraints one visual format may make.
    public var maxConstraintsPerFormat: Int
    public var maxVariants: Int
    /// Largest magnitude of any coordinate, constant or multiplier: beyond it
    /// points lose their meaning and sums lose precision.
    public var maxMagnitude: Double

    public init(maxDocumentBytes: Int = 16 << 20, maxDepth: Int = JSONParser.defaultMaxDepth,
                maxStringBytes: Int = JSONParser.defaultMaxStringBytes,
                maxViews: Int = 20_000, maxGuides: Int = 20_000, maxConstraints: Int = 100_000,
                maxConstraintsPerFormat: Int = 10_000, maxVariants: Int = 32, maxMagnitude: Double = 1e9) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.maxViews = maxViews
        self.maxGuides = maxGuides
        self.maxConstraints = maxConstraints
        self.maxConstraintsPerFormat = maxConstraintsPerFormat
        self.maxVariants = maxVariants
        self.maxMagnitude = maxMagnitude
    }

    public static let standard = SceneLimits()
}
