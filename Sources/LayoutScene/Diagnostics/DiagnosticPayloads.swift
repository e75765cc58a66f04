/// The payloads of `Diagnostic.Payload`, one a kind, each holding what its
/// kind's JSON members say (docs/scenes.md, "Diagnostics"), typed. Made by the solve only
/// (memberwise, inside the module); read by everyone.
extension Diagnostic {
    /// Required constraints that cannot all hold: one of them was broken.
    public struct Conflict: Hashable, Sendable {
        /// Ids of the conflicting set as listed (at most `maxListed`), the broken one last.
        public var constraints: [String]
        /// Nil when the solver refused the constraint for another reason
        /// than a conflict: there is no set to read hints off.
        public var hints: [String]?
        /// Members of the set past the listed ones.
        public var constraintsOmitted = 0

        /// The constraint left out of the layout.
        public var broken: String { constraints[constraints.count - 1] }
    }

    /// A view or guide whose frame on one axis differs between optimal layouts.
    public struct Ambiguity: Hashable, Sendable {
        public enum Part: String, Hashable, Sendable { case position, size }

        public enum Cause: String, Hashable, Sendable {
            /// Nothing fixes the part: it moves with every constraint held as well.
            case missingConstraints
            /// Constraints of one priority trade against each other.
            case equalPriorities
        }

        public var view: String
        public var axis: Attribute.Axis
        /// What can move: the position, the size or both, in that order.
        public var missing: [Part]
        public var cause: Cause
        /// Ids of the tied constraints as listed (at most `maxListed`).
        public var related: [String]
        /// Tied constraints past the listed ones.
        public var relatedOmitted = 0
        /// Frames of another optimal layout (all, or those that move).
        public var alternative: [SceneResult.Frame]
        /// Equations that, added together, settle the axis.
        public var suggestions: [String]
    }

    /// A view whose solved frame is away from its design frame.
    public struct Misplacement: Hashable, Sendable {
        public var view: String
        public var designFrame: SceneRect
        /// The solved frame.
        public var frame: SceneRect
    }

    /// A view of zero width (horizontal) or height (vertical).
    public struct ZeroSize: Hashable, Sendable {
        public var view: String
        public var axis: Attribute.Axis
    }

    /// A view not wholly inside its superview.
    public struct Outside: Hashable, Sendable {
        public var view: String
        public var superview: String
    }

    /// A view without constraints, fixed at its design frame.
    public struct Prototyped: Hashable, Sendable {
        public var view: String
    }

    /// Diagnostics of another kind that a cap left out.
    public struct Omission: Hashable, Sendable {
        /// The kind left out.
        public var of: Kind
        public var count: Int
        /// Views and guides the ambiguity search had no budget left to check.
        public var unchecked = 0
    }
}
