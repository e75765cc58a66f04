/// A member name of the scene format, as its `JSONKnownKey` code: readers
/// switch on it instead of comparing the name with each field's string in
/// turn (a failing String comparison is a call into the runtime).
enum JSONField: UInt8 {
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

    /// The field `key` names, nil for any other name.
    init?(_ key: String) {
        guard let code = JSONKnownKey.code(of: key) else { return nil }
        self.init(rawValue: code)
    }
}
