/// A decoded, validated scene document (docs/scenes.md, "Scene document").
public struct SceneDocument: Hashable, Sendable {
    public static let format = "layoutd.scene/1"

    /// The id of the root view.
    public var root: String
    public var size: SceneSize
    public var layoutDirection: LayoutDirection
    public var displayScale: Double?
    public var standardSpacing: StandardSpacing
    public var prototypeConstraints: Bool
    /// Multiplies every intrinsic width; 1 unless a variant replaces it.
    public var intrinsicWidthScale: Double
    /// Points a tie may move a frame and still be an exact fit; 0 is
    /// strict. An imported Interface Builder document carries its saved
    /// rounding's (docs/scenes.md, "Ambiguity").
    public var exactFitTolerance: Double
    /// In document order; `views` holds the root.
    public var views: [SceneView]
    public var guides: [SceneGuide]
    public var constraints: [SceneConstraint]
    public var variants: [SceneVariant]

    public init(root: String, size: SceneSize = SceneSize(), layoutDirection: LayoutDirection = .leftToRight,
                displayScale: Double? = nil, standardSpacing: StandardSpacing = StandardSpacing(),
                prototypeConstraints: Bool = true, intrinsicWidthScale: Double = 1,
                exactFitTolerance: Double = 0, views: [SceneView], guides: [SceneGuide] = [], constraints: [SceneConstraint] = [],
                variants: [SceneVariant] = []) {
        self.root = root
        self.size = size
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.standardSpacing = standardSpacing
        self.prototypeConstraints = prototypeConstraints
        self.intrinsicWidthScale = intrinsicWidthScale
        self.exactFitTolerance = exactFitTolerance
        self.views = views
        self.guides = guides
        self.constraints = constraints
        self.variants = variants
    }

    /// This document with a variant's settings in place of its own.
    public func applying(_ variant: SceneVariant) -> SceneDocument {
        var copy = self
        if let size = variant.size { copy.size = size }
        if let direction = variant.layoutDirection { copy.layoutDirection = direction }
        if let scale = variant.displayScale { copy.displayScale = scale }
        if let scale = variant.intrinsicWidthScale { copy.intrinsicWidthScale = scale }
        copy.variants = []
        return copy
    }
}

/// Another solve of the same scene with some settings replaced.
public struct SceneVariant: Hashable, Sendable {
    public var name: String
    public var size: SceneSize?
    public var layoutDirection: LayoutDirection?
    public var displayScale: Double?
    public var intrinsicWidthScale: Double?

    public init(name: String, size: SceneSize? = nil, layoutDirection: LayoutDirection? = nil,
                displayScale: Double? = nil, intrinsicWidthScale: Double? = nil) {
        self.name = name
        self.size = size
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.intrinsicWidthScale = intrinsicWidthScale
    }
}
