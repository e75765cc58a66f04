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
