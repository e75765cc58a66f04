/// The `options` of a visual format, checked against its orientation.
struct VisualFormatOptions: Equatable {
    /// How `H:` maps the format's left-to-right order onto attributes.
    enum Direction: Equatable {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    var direction: Direction = .leadingToTrailing
    /// Attributes every consecutive pair of views is aligned on, in option order.
    var alignments: [Attribute] = []

    /// Decodes option names; alignments must be perpendicular to `axis`.
    /// Repeated options count once; two different directions are an error.
    init(names: [String], axis: Attribute.Axis) throws(VisualFormatError) {
        var directionName: String?
        for name in names {
            if let direction = Self.directions[name] {
                if let earlier = directionName, earlier != name {
                    throw VisualFormatError(
                        message: "expected at most one direction option, found "
                            + "\(VisualFormatError.quoted(earlier)) and \(VisualFormatError.quoted(name))",
                        column: 0)
                }
                directionName = name
                self.direction = direction
            } else if let attribute = Self.alignments[name] {
                guard attribute.axis != axis else {
                    let orientation = axis == .horizontal ? "H:" : "V:"
                    throw VisualFormatError(
                        message: "expected an alignment perpendicular to \(orientation), "
                            + "found \(VisualFormatError.quoted(name))",
                        column: 0)
                }
                if !alignments.contains(attribute) { alignments.append(attribute) }
            } else {
                let quoted = VisualFormatError.quoted(name)
                throw VisualFormatError(
                    message: "expected an alignAll… or direction… option, found \(quoted)", column: 0)
            }
        }
    }

    private static let directions: [String: Direction] = [
        "directionLeadingToTrailing": .leadingToTrailing,
        "directionLeftToRight": .leftToRight,
        "directionRightToLeft": .rightToLeft,
    ]

    /// `alignAllBaseline` is accepted as Attribute's `baseline` alias is.
    private static let alignments: [String: Attribute] = [
        "alignAllLeft": .left, "alignAllRight": .right,
        "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing,
        "alignAllCenterX": .centerX, "alignAllCenterY": .centerY,
        "alignAllLastBaseline": .lastBaseline, "alignAllBaseline": .lastBaseline,
        "alignAllFirstBaseline": .firstBaseline,
    ]
}
