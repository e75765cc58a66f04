/// The result of solving a scene (docs/scenes.md, "Result"), as a value.
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
        /// What `id` is made from.
        var name: LoweredConstraint.Name
        public var origin: ConstraintOrigin
        public var priority: Double
        /// How far the layout misses it; reported with `detail` full only.
        public var violation: Double?
        /// The equation, description and items, or what they are made from.
        var text: Text

        public init(id: String, origin: ConstraintOrigin, priority: Double, equation: String,
                    description: String? = nil, violation: Double? = nil, items: [String] = []) {
            self.init(name: .given(id), origin: origin, priority: priority, violation: violation,
                      text: .given(equation: equation, description: description, items: items))
        }

        init(name: LoweredConstraint.Name, origin: ConstraintOrigin, priority: Double, violation: Double?, text: Text) {
            self.name = name
            self.origin = origin
            self.priority = priority
            self.violation = violation
            self.text = text
        }
    }

    public struct Stats: Hashable, Sendable {
        public var views: Int
        public var constraints: Int
        /// Nil when timing is off, so results compare byte for byte.
        public var solveMicroseconds: Int?
    }

    /// The constraints one view's or guide's layout depends on, per axis
    /// (`detail` full only); lists past the cap are counted.
    public struct Affecting: Hashable, Sendable {
        public var id: String
        public var horizontal: [String]
        public var vertical: [String]
        public var horizontalOmitted: Int
        public var verticalOmitted: Int
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
    /// With `detail` full only.
    public var affecting: [Affecting]? = nil

    /// The frame of a view or guide.
    public func frame(_ id: String) -> SceneRect? {
        frames.first { $0.id == id }?.rect
    }
}
