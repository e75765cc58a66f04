/// Which generation of AppKit's push buttons a document's frames were
/// saved with: macOS 11's (a point wider and lower inside the same frames)
/// or the ones before.
///
/// Xcode 12 (toolsVersion 17000 to 17999) ran on macOS 10.15 as well as on
/// macOS 11, and draws the push buttons of the system it runs on; the
/// document does not say which. Its regular push buttons do: pinned to
/// their superview's side, or held at a width by their own constraint,
/// their frames are 6 pt outside the bezel at the sides before macOS 11 and
/// 7 pt from it (docs/importers.md, "AppKit documents"); so do those
/// aligned with a label beside them, whose text is 2 pt inside its frame,
/// and those at either end of a horizontal stack. The document's
/// other controls keep macOS 11's metrics (OpenEmu's check box on a push
/// button's baseline).
enum AKControlGeneration {
    /// Whether the document's regular push buttons have macOS 11's metrics.
    static func isModern(_ root: IBElement, toolsVersion: Double) -> Bool {
        guard toolsVersion >= 17000 else { return false }
        guard toolsVersion < 18000 else { return true }
        var insets: [Double] = []
        collectPushButtonInsets(root, into: &insets)
        return !(insets.contains(6) && !insets.contains(7))
    }

    /// The side insets the saved frames of regular rounded push buttons
    /// (saved 28 high or more, with the bezel's shadow) show against the
    /// plain required constraints that pin them to their superview's
    /// leading or trailing edge, align them with a label's, or hold their
    /// width, and against the ends of a horizontal stack they start or end.
    static func collectPushButtonInsets(_ element: IBElement, into insets: inout [Double]) {
        for child in element.children { collectPushButtonInsets(child, into: &insets) }
        guard let superview = IBRect(element.child("rect", key: "frame")),
              let subviews = element.child("subviews")?.children else { return }
        if element.name == "stackView" { collectStackEnds(element, frame: superview, subviews: subviews, into: &insets) }
        let constraints = (element.child("constraints")?.children ?? []).filter {
            $0["relation"] == nil && $0["multiplier"] == nil && ($0.number("priority") ?? 1000) == 1000
        }
        collectLabelAlignments(subviews, constraints: constraints, into: &insets)
        for button in subviews where isShadowedPushButton(button) {
            guard let id = button["id"], let frame = IBRect(button.child("rect", key: "frame")) else { continue }
            if let width = button.ownConstant("width"), button.ownConstant("height") == nil {
                insets.append((frame.width - width) / 2)
            }
            let trailingGap = superview.width - frame.x - frame.width
            for c in constraints {
                let constant = c.number("constant") ?? 0
                let first = c["firstItem"], second = c["secondItem"]
                switch (c["firstAttribute"], c["secondAttribute"]) {
                case ("trailing", "trailing") where first == nil && second == id:
                    insets.append(constant - trailingGap)
                case ("trailing", "trailing") where first == id && second == element["id"]:
                    insets.append(-constant - trailingGap)
                case ("leading", "leading") where first == id && second == element["id"]:
                    insets.append(constant - frame.x)
                default:
                    break
                }
            }
        }
    }

    /// A horizontal stack without edge insets has its first and last
    /// arranged views' alignment rectangles at its ends (Clocker's review
    /// buttons saved 6 out, Cakebrew's sheets' 7).
    static func collectStackEnds(_ stack: IBElement, frame: IBRect, subviews: [IBElement], into insets: inout [Double]) {
        guard stack["orientation"] == "horizontal", stack.child("edgeInsets") == nil else { return }
        let arranged = subviews.filter { $0.flag("hidden") != true }
        if let first = arranged.first, isShadowedPushButton(first), let saved = IBRect(first.child("rect", key: "frame")) {
            insets.append(-saved.x)
        }
        if let last = arranged.last, arranged.count > 1, isShadowedPushButton(last), let saved = IBRect(last.child("rect", key: "frame")) {
            insets.append(saved.x + saved.width - frame.width)
        }
    }

    /// A push button's leading or trailing edge tied to a label's beside it
    /// (MacPass's autotype report saved 6 out, Hammerspoon's preferences 7):
    /// the label's text, 2 pt inside its frame, is the bezel's edge.
    static func collectLabelAlignments(_ subviews: [IBElement], constraints: [IBElement], into insets: inout [Double]) {
        let byID = Dictionary(subviews.compactMap { view in view["id"].map { ($0, view) } }, uniquingKeysWith: { first, _ in first })
        for c in constraints {
            guard let attribute = c["firstAttribute"], attribute == c["secondAttribute"], attribute == "leading" || attribute == "trailing",
                  let first = c["firstItem"].flatMap({ byID[$0] }), let second = c["secondItem"].flatMap({ byID[$0] }) else { continue }
            let constant = c.number("constant") ?? 0
            for (button, label, offset) in [(first, second, constant), (second, first, -constant)] where isShadowedPushButton(button) {
                guard label.name == "textField", let frame = IBRect(label.child("rect", key: "frame")),
                      let text = AKViewClass.alignmentInsets(label, frame: frame),
                      let saved = IBRect(button.child("rect", key: "frame")) else { continue }
                insets.append(attribute == "leading"
                    ? frame.x + text.left + offset - saved.x
                    : saved.x + saved.width - (frame.x + frame.width - text.right + offset))
            }
        }
    }

    static func isShadowedPushButton(_ element: IBElement) -> Bool {
        let cell = AKViewClass.cell(element)
        guard element.name == "button", cell?["type"] == "push", cell?["bezelStyle"] == "rounded",
              AKViewClass.controlSize(element) == "regular" else { return false }
        return (IBRect(element.child("rect", key: "frame"))?.height ?? 0) >= 28
    }
}
