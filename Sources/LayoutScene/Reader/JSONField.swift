/// A member name of the scene format, as its `JSONKnownKey` code: readers
/// switch on it instead of comparing the name with each field's string in
/// turn (a failing String comparison is a call into the runtime).
enum JSONField: UInt8, CaseIterable {
    case x = 0
    case y = 1
    case id = 2
    case top = 3
    case last = 4
    case left = 5
    case name = 6
    case root = 7
    case size = 8
    case `class` = 9
    case first = 10
    case frame = 11
    case label = 12
    case owner = 13
    case right = 14
    case views = 15
    case width = 16
    case bottom = 17
    case format = 18
    case guides = 19
    case height = 20
    case parent = 21
    case second = 22
    case metrics = 23
    case options = 24
    case sibling = 25
    case constant = 26
    case equation = 27
    case priority = 28
    case relation = 29
    case variants = 30
    case vertical = 31
    case superview = 32
    case horizontal = 33
    case multiplier = 34
    case constraints = 35
    case placeholder = 36
    case displayScale = 37
    case visualFormat = 38
    case layoutMargins = 39
    case contentHugging = 40
    case baselineOffsets = 41
    case layoutDirection = 42
    case standardSpacing = 43
    case autoresizingMask = 44
    case alignmentRectInsets = 45
    case intrinsicWidthScale = 46
    case intrinsicContentSize = 47
    case prototypeConstraints = 48
    case compressionResistance = 49
    case translatesAutoresizingMaskIntoConstraints = 50
    case appearance = 51
    case exactFitTolerance = 52

    /// The field `key` names, nil for any other name.
    init?(_ key: String) {
        guard let field = JSONKnownKey.field(of: key) else { return nil }
        self = field
    }

    /// The name as written in a document (a literal: no allocation, no retain).
    var name: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .id: return "id"
        case .top: return "top"
        case .last: return "last"
        case .left: return "left"
        case .name: return "name"
        case .root: return "root"
        case .size: return "size"
        case .`class`: return "class"
        case .first: return "first"
        case .frame: return "frame"
        case .label: return "label"
        case .owner: return "owner"
        case .right: return "right"
        case .views: return "views"
        case .width: return "width"
        case .bottom: return "bottom"
        case .format: return "format"
        case .guides: return "guides"
        case .height: return "height"
        case .parent: return "parent"
        case .second: return "second"
        case .metrics: return "metrics"
        case .options: return "options"
        case .sibling: return "sibling"
        case .constant: return "constant"
        case .equation: return "equation"
        case .priority: return "priority"
        case .relation: return "relation"
        case .variants: return "variants"
        case .vertical: return "vertical"
        case .superview: return "superview"
        case .horizontal: return "horizontal"
        case .multiplier: return "multiplier"
        case .constraints: return "constraints"
        case .placeholder: return "placeholder"
        case .displayScale: return "displayScale"
        case .visualFormat: return "visualFormat"
        case .layoutMargins: return "layoutMargins"
        case .contentHugging: return "contentHugging"
        case .baselineOffsets: return "baselineOffsets"
        case .layoutDirection: return "layoutDirection"
        case .standardSpacing: return "standardSpacing"
        case .autoresizingMask: return "autoresizingMask"
        case .alignmentRectInsets: return "alignmentRectInsets"
        case .intrinsicWidthScale: return "intrinsicWidthScale"
        case .intrinsicContentSize: return "intrinsicContentSize"
        case .prototypeConstraints: return "prototypeConstraints"
        case .compressionResistance: return "compressionResistance"
        case .translatesAutoresizingMaskIntoConstraints: return "translatesAutoresizingMaskIntoConstraints"
        case .appearance: return "appearance"
        case .exactFitTolerance: return "exactFitTolerance"
        }
    }
}
