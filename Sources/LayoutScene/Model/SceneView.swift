/// One view of a scene, with every field of docs/scenes.md, "Scene document", and its default.
public struct SceneView: Hashable, Sendable {
    public var id: String
    public var parent: String?
    public var className: String?
    public var label: String?
    /// The design-time frame, never a constraint by itself.
    public var frame: SceneRect?
    /// An absent dimension has no intrinsic metric.
    public var intrinsicContentSize: SceneSize
    public var contentHugging: AxisValues
    public var compressionResistance: AxisValues
    public var alignmentRectInsets: EdgeInsets
    /// Nil: both baselines are the alignment rect's bottom edge.
    public var baselineOffsets: BaselineOffsets?
    public var layoutMargins: EdgeInsets
    public var translatesAutoresizingMask: Bool
    public var autoresizingMask: AutoresizingMask
    /// How a canvas draws it; never a part of layout.
    public var appearance: Appearance?

    public init(id: String, parent: String? = nil) {
        self.id = id
        self.parent = parent
        self.intrinsicContentSize = SceneSize()
        self.contentHugging = AxisValues(horizontal: 250, vertical: 250)
        self.compressionResistance = AxisValues(horizontal: 750, vertical: 750)
        self.alignmentRectInsets = .zero
        self.layoutMargins = .defaultMargins
        self.translatesAutoresizingMask = false
        self.autoresizingMask = []
    }
}

/// A layout guide: a rectangle without a view, in its owner's coordinates.
public struct SceneGuide: Hashable, Sendable {
    public var id: String
    public var owner: String
    /// How a canvas names it; never a part of layout.
    public var appearance: Appearance?

    public init(id: String, owner: String) {
        self.id = id
        self.owner = owner
    }
}
