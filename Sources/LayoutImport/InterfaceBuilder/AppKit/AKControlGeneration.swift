/// Which generation of AppKit's push buttons a document's frames were
/// saved with: macOS 11's (a point wider and lower inside the same frames)
/// or the ones before.
///
/// Xcode 12 (toolsVersion 17000 to 17999) ran on macOS 10.15 as well as on
/// macOS 11, and draws the push buttons of the system it runs on; the
/// document does not say which. Its regular push buttons do: pinned to
/// their superview's side, or held at a width by their own constraint,
/// their frames are 6 pt outside the bezel at the sides before macOS 11 and
/// 7 pt from it (docs/importers.md, "AppKit documents"). The document's
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
    /// leading or trailing edge or hold their width.
    static func collectPushButtonInsets(_ element: IBElement, into insets: inout [Double]) {
        for child in element.children { collectPushButtonInsets(child, into: &insets) }
        guard let superview = IBRect(element.child("rect", key: "frame")),
              let subviews = element.child("subviews")?.children else { return }
        let constraints = (element.child("constraints")?.children ?? []).filter {
            $0["relation"] == nil && $0["multiplier"] == nil && ($0.number("priority") ?? 1000) == 1000
        }
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

    static func isShadowedPushButton(_ element: IBElement) -> Bool {
        let cell = AKViewClass.cell(element)
        guard element.name == "button", cell?["type"] == "push", cell?["bezelStyle"] == "rounded",
              AKViewClass.controlSize(element) == "regular" else { return false }
        return (IBRect(element.child("rect", key: "frame"))?.height ?? 0) >= 28
    }
}
