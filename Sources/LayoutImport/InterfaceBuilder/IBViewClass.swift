/// What Interface Builder's element names mean to layout: the UIKit class,
/// which intrinsic size the element has and where it comes from.
enum IBViewClass {
    /// The UIKit class an element stands for.
    static func className(_ element: String) -> String {
        switch element {
        case "view", "containerView": return "UIView"
        case "activityIndicatorView": return "UIActivityIndicatorView"
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "collectionViewCellContentView": return "UICollectionViewCellContentView"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "mtkView": return "MTKView"
        case "arscnView": return "ARSCNView"
        case "sceneKitView": return "SCNView"
        case "glkView": return "GLKView"
        default:
            guard let first = element.first else { return "UIView" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }

    /// Elements whose content gives them a size on both axes; the saved
    /// frame is the witness of it (Xcode measured it when it saved).
    static let sizedByContent: Set<String> = [
        "label", "button", "imageView", "textField", "segmentedControl", "stepper", "pageControl",
        "datePicker", "pickerView", "switch", "activityIndicatorView",
    ]

    /// Elements with an intrinsic height only (bars and tracks stretch).
    static let sizedByContentHeight: Set<String> = [
        "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// Controls whose size UIKit fixes whatever their frame says: the size
    /// of the alignment rectangle constraints act on.
    static func fixedSize(_ element: IBElement, toolsVersion: Double) -> (Double, Double)? {
        switch element.name {
        case "switch": return switchIsWide(toolsVersion) ? (61, 28) : (49, 31)
        case "activityIndicatorView":
            let style = element["style"] ?? "gray"
            return ["whiteLarge", "large"].contains(style) ? (37, 37) : (20, 20)
        default: return nil
        }
    }

    /// A switch's drawing overhangs its alignment rectangle by 2 pt on the
    /// trailing side: constraints place a 49-wide switch, which Xcode saves
    /// 51 × 31 from that origin (a trailing-pinned switch sits 2 pt right of
    /// a 51-wide one in hero, openfoodfacts, swiftmessages, duckduckgo,
    /// corona-warn-app of Tests/Corpus/ib); Xcode 26's (toolsVersion 24xxx)
    /// is 63 × 28 the same way (gomap, netnewswire).
    ///
    /// A slider's track is drawn 2 pt outside its alignment rectangle on
    /// each side and its thumb 1 pt below it: a slider pinned 8 from an edge
    /// is saved at 6, and views stacked under it or centred on it follow a
    /// 30-high rectangle inside the 31-high frame (the sliders of charts'
    /// seventeen demos; rocket-chat, element save 31 too). Xcode 26's
    /// slider (netnewswire's, 34 high) fills its frame.
    ///
    /// A segmented control is drawn 1 pt below its alignment rectangle: one
    /// held 28 high by a constraint is saved 29 high, and views pinned to
    /// its bottom follow the rectangle (corona-warn-app, element,
    /// matrix-ios-kit, swiftmessages of Tests/Corpus/ib, Xcode 8 to 15).
    ///
    /// A symbol image's view (`catalog="system"`) is drawn around the symbol,
    /// not in the box its constraints give it: held at a width and height by
    /// its own constraints, it is saved at another size, centred on that box
    /// (`frame`, its saved frame unless flagged misplaced; docs/importers.md,
    /// "Symbol images' alignment rectangles").
    static func alignmentInsets(_ element: IBElement, toolsVersion: Double, frame: IBRect? = nil) -> IBInsets {
        switch element.name {
        case "switch": return IBInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": return switchIsWide(toolsVersion) ? .zero : IBInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": return IBInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "imageView": return symbolPadding(element, frame: frame)
        default: return .zero
        }
    }

    /// Half the difference between a symbol image view's saved size and the
    /// size its own constraints hold on both axes, on either side: outside
    /// the box where the frame is larger, inside where it is smaller.
    static func symbolPadding(_ element: IBElement, frame: IBRect?) -> IBInsets {
        guard let frame, isSymbolImage(element),
              let width = element.ownConstant("width"), let height = element.ownConstant("height") else { return .zero }
        let x = (frame.width - width) / 2, y = (frame.height - height) / 2
        return IBInsets(top: y, left: x, bottom: y, right: x)
    }

    /// An image view showing one of the system's symbols.
    static func isSymbolImage(_ element: IBElement) -> Bool {
        element["catalog"] == "system" || element.child("imageReference", key: "image")?["catalog"] == "system"
    }

    /// Xcode 26 draws iOS 26's controls (a wider, flatter switch); Xcode
    /// 15's documents number their tools 32700 and draw the older ones.
    static func switchIsWide(_ toolsVersion: Double) -> Bool { isXcode26(toolsVersion) }

    /// Documents saved by Xcode 26 (toolsVersion 24xxx): laid out as iOS 26.
    static func isXcode26(_ toolsVersion: Double) -> Bool { toolsVersion >= 24000 && toolsVersion < 30000 }

    /// Text views measure their text: a label, a button's title, a field's text.
    static let text: Set<String> = ["label", "button", "textField"]

    /// First and last baselines of system text in a box of `height`, from
    /// San Francisco's ascender (0.952 em) and descender (0.241 em). A
    /// button or field centres its title; a label's first baseline is
    /// measured from its top (what Xcode's saved frames show for labels
    /// taller than their text). A named font in `IBFontMetrics` has its own
    /// ascender and descender, its line gap left out as in its labels' saved
    /// heights (`lineHeight`).
    static func baselines(height: Double, pointSize: Double, centred: Bool,
                          font: IBFontMetrics? = nil) -> (first: Double, last: Double) {
        let ascender = (font?.ascender ?? 0.952) * pointSize
        let descender = (font?.descender ?? 0.241) * pointSize
        let line = ascender + descender
        let lines = max(1, (height / line).rounded(.down))
        let pad = max(0, (height - lines * line) / 2)
        return centred ? (pad + ascender, pad + descender) : (ascender, 2 * pad + descender)
    }

    /// The point size of a text view's `<fontDescription>`: its `pointSize`,
    /// or for a Dynamic Type `style` the size UIKit gives that style at the
    /// default (Large) content size (Apple's Human Interface Guidelines,
    /// "Typography"); 15 for a button and 17 otherwise when none is written.
    /// Saved single-line frames of footnote, subheadline and callout labels
    /// are as tall as these sizes measure (gomap, netnewswire, duckduckgo,
    /// corona-warn-app in Tests/Corpus/ib), not as the 17 of body text.
    static func pointSize(_ element: IBElement) -> Double {
        let font = element.children("fontDescription").first
        if let size = font?.number("pointSize"), size > 0 { return size }
        if let style = font?["style"], let size = textStyleSizes[style] { return size }
        return element.name == "button" ? 15 : 17
    }

    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// One line of text: an average advance of 0.55 em, the line height
    /// rounded up to the half point a 2x screen draws.
    static func textSize(_ text: String, pointSize: Double, font: IBFontMetrics? = nil) -> (Double, Double) {
        let width = (Double(text.count) * 0.55 * pointSize * 2).rounded(.up) / 2
        let height = (lineHeight(font) * pointSize * 2).rounded(.up) / 2
        return (width, height)
    }

    /// The height of system text wrapped at `width`: each paragraph takes
    /// as many lines as its one-line width needs, at most `lines` in all
    /// (0 for no limit).
    static func wrappedTextHeight(_ text: String, pointSize: Double, width: Double, lines: Double) -> Double {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var count = paragraphs.reduce(0.0) { sum, paragraph in
            sum + max(1, (textSize(String(paragraph), pointSize: pointSize).0 / width).rounded(.up))
        }
        if lines > 0 { count = min(count, lines) }
        return count * textSize("", pointSize: pointSize).1
    }

    /// A line's height per em: the system font's 1.193, or a named font's
    /// ascender and descender without its gap. Single-line labels in
    /// Helvetica Neue are saved at that height, 20 at 17 pt and 40 at 34 pt,
    /// not the 20.5 and 41 the gap or the system font's line would give
    /// (docs/importers.md, "Named fonts").
    static func lineHeight(_ font: IBFontMetrics?) -> Double {
        font.map { $0.ascender + $0.descender } ?? 1.193
    }

    /// The metrics of the font a text view's `<fontDescription>` names.
    static func fontMetrics(_ element: IBElement) -> IBFontMetrics? {
        IBFontMetrics.named(element.children("fontDescription").first?["name"])
    }

    /// A legacy button's title (one without a `buttonConfiguration`): one
    /// line of text, the line height rounded up to a whole point, and 6
    /// points above and below. The heights saved most often in
    /// Tests/Corpus/ib: 30 at 15 pt (13 apps), 33 at 17 pt (5), 32 at 16 pt
    /// (2), 29 at 14 pt (2); Dynamic Type styles at their default sizes
    /// alike (subheadline 30 in 3 apps, body 33 in 3, callout 32).
    static func buttonTitleSize(_ title: String, pointSize: Double, font: IBFontMetrics? = nil) -> (Double, Double) {
        (textSize(title, pointSize: pointSize).0, (lineHeight(font) * pointSize).rounded(.up) + 12)
    }
}
