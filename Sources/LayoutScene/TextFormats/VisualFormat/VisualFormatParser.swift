/// Apple's visual format language, read into `ConstraintSpec`s.
///
/// Conventions of the specs it makes (all in the natural orientation, so a
/// spacing is always `edge further along the axis REL edge before it + gap`):
/// - between views: `later.leading REL earlier.trailing + gap` (top/bottom in
///   `V:`, left/right with `directionLeftToRight`);
/// - from a leading `|`: `first.leading REL superview.leading + gap`;
/// - to a trailing `|`: `superview.trailing REL last.trailing + gap`;
/// - `directionRightToLeft` lays the format out from the right: the format's
///   first view is rightmost, so `[a]-8-[b]` gives `a.left == b.right + 8`,
///   a leading `|` is the superview's right edge and a trailing one its left.
/// - sizes: `view.width REL constant` or `view.width REL other.width`;
/// - `alignAll…`: `earlier.attr == later.attr` for each consecutive pair.
/// Specs come in the order of the format's text (a view's predicates where the
/// view stands), then the alignments, option by option.
public enum VisualFormatParser {
    public static func parse(_ format: String, context: VisualFormatContext)
        throws(VisualFormatError) -> [ConstraintSpec]
    {
        var reader = VisualFormatReader(format: format, context: context)
        let layout = try reader.readLayout()
        let options = try VisualFormatOptions(names: context.options, axis: layout.axis)
        let builder = VisualFormatBuilder(layout: layout, options: options, context: context)
        return try builder.specs()
    }
}

/// Prints numbers the way a visual format writes them: integers without a
/// fraction (`20`, not `20.0`), others in Swift's shortest round-trip form
/// (`15.5`), which the reader accepts back, exponents included.
enum VisualFormatNumber {
    /// Beyond this, integral doubles no longer fit comfortably in `Int64` text.
    private static let largestIntegralPrinted = 1e15

    static func text(_ value: Double) -> String {
        if abs(value) < largestIntegralPrinted, let integral = Int64(exactly: value) {
            return String(integral)
        }
        return "\(value)"
    }
}
