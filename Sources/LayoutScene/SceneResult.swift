/// The result of solving a scene (contract §3), as a value.
public struct SceneResult: Hashable, Sendable {
    public static let format = "layoutd.result/1"

    /// Interface Builder's red, orange and blue.
    public enum Status: String, Hashable, Sendable {
        case satisfied, ambiguous, conflicting
    }

    public struct Frame: Hashable, Sendable {
        public var id: String
        public var rect: SceneRect
    }

    /// One constraint that took part.
    public struct ConstraintReport: Hashable, Sendable {
        public var id: String
        public var origin: ConstraintOrigin
        public var priority: Double
        public var equation: String
        public var description: String?
        /// How far the layout misses it; reported with `detail` full only.
        public var violation: Double?
        /// The views and guides it names (for reports; not encoded).
        public var items: [String]

        public init(id: String, origin: ConstraintOrigin, priority: Double, equation: String,
                    description: String? = nil, violation: Double? = nil, items: [String] = []) {
            self.id = id
            self.origin = origin
            self.priority = priority
            self.equation = equation
            self.description = description
            self.violation = violation
            self.items = items
        }
    }

    public struct Stats: Hashable, Sendable {
        public var views: Int
        public var constraints: Int
        /// Nil when timing is off, so results compare byte for byte.
        public var solveMicroseconds: Int?
    }

    /// The variant's name; nil for the main result.
    public var name: String?
    public var status: Status
    /// Every view and guide, in document order (views, then guides).
    public var frames: [Frame]
    public var diagnostics: [Diagnostic]
    public var constraints: [ConstraintReport]
    public var stats: Stats
    public var variants: [SceneResult]

    /// The frame of a view or guide.
    public func frame(_ id: String) -> SceneRect? {
        frames.first { $0.id == id }?.rect
    }
}
