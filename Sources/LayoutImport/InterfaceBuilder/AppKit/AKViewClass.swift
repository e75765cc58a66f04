/// What Interface Builder's AppKit element names mean to layout: the AppKit
/// class, whether the view is flipped, its alignment-rectangle insets and
/// which intrinsic size it has.
///
/// Insets and flipped classes are what the frames Xcode saved in the AppKit
/// corpus (`Tests/Corpus/appkit`, see its README) show: the constraint
/// constants of a control and its saved frame differ by these amounts.
enum AKViewClass {
    /// The AppKit class an element stands for.
    static func className(_ element: String) -> String {
        if let name = classNames[element] { return name }
        guard let first = element.first else { return "NSView" }
        return "NS" + first.uppercased() + element.dropFirst()
    }

    /// Elements not named after their class with an `NS` prefix.
    static let classNames: [String: String] = [
        "view": "NSView", "customView": "NSView", "containerView": "NSView", "webView": "WebView",
        "wkWebView": "WKWebView", "avPlayerView": "AVPlayerView", "openGLView": "NSOpenGLView",
    ]

    /// Classes whose `isFlipped` is true: their subviews' saved frames are
    /// measured down from the top. A clip view is flipped when its document
    /// view is (see `isFlipped`).
    static let flippedByDefault: Set<String> = [
        "scrollView", "tableView", "outlineView", "textView", "collectionView", "matrix", "tableHeaderView",
        "tabView", "splitView", "browser", "rulerView",
    ]

    /// Whether a view element measures its subviews' frames from the top.
    static func isFlipped(_ element: IBElement) -> Bool {
        if let flag = element.flag("flipped") { return flag }
        if element.name == "clipView" {
            let document = element.child("subviews")?.children.first ?? element.children.first { $0["key"] == "documentView" }
            return document.map(isFlipped) ?? false
        }
        return flippedByDefault.contains(element.name)
    }

    /// The cell that draws a control (`<buttonCell>`, `<textFieldCell>`…).
    static func cell(_ element: IBElement) -> IBElement? {
        element.children.first { $0.name.hasSuffix("Cell") && $0["key"] == "cell" }
            ?? element.children.first { $0.name.hasSuffix("Cell") }
    }

    static func controlSize(_ element: IBElement) -> String {
        element["controlSize"] ?? cell(element)?["controlSize"] ?? "regular"
    }

    /// Whether a text field edits its text (no intrinsic width then) or
    /// shows it as a label.
    static func isEditable(_ element: IBElement) -> Bool {
        cell(element)?.flag("editable") == true
    }

    /// Where a control's frame lies outside its alignment rectangle (top,
    /// left, bottom, right), for the kinds and saved heights the corpus
    /// shows: older Xcodes saved some controls at their alignment
    /// rectangle (a 21-high push button), newer ones with the bezel's shadow
    /// (32 high), so the saved height tells which; and macOS 11's controls,
    /// in documents of Xcode 12 and later (`modern`, toolsVersion 17000 and
    /// up), are a point wider and lower inside the same frames.
    static func alignmentInsets(_ element: IBElement, frame: IBRect?, modern: Bool = true,
                                xcode26: Bool = false, parent: IBElement? = nil) -> IBInsets? {
        // Held by its own constraints at its saved size on both axes, a control
        // was saved at its alignment rectangle (LuLu's large push buttons,
        // Textual's colour wells).
        if let frame, element.ownConstant("width") == frame.width, element.ownConstant("height") == frame.height { return nil }
        let size = controlSize(element)
        let cell = cell(element)
        let height = frame?.height ?? 0
        switch element.name {
        case "textField", "tokenField":
            // Labels and unbezeled fields draw their text 2 pt inside the frame;
            // so do unbezeled token fields (HandBrake's naming tokens, Subler's
            // metadata tokens, saved 2 pt beyond their leading constraints).
            guard cell?["borderStyle"] == nil, cell?.flag("bezeled") != true else { return nil }
            return IBInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "button" where smallRoundRect17(element, modern: modern), "popUpButton" where smallRoundRect17(element, modern: modern),
             "button" where regularRecessed19(element, modern: modern), "popUpButton" where regularRecessed19(element, modern: modern):
            // A small round-rect bezel saved 17 high is 16 high from the frame's
            // top: IINA's pop-up and button and HandBrake's buttons, pinned top
            // and bottom, hold at their saved frames only so.
            return IBInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "button":
            switch (cell?["type"], cell?["bezelStyle"]) {
            case ("push", "rounded"):
                // The bezel's shadow: 7 below and on the sides, 20 (17 small) high inside.
                // Saved lower than its shadowed frame, a large button was saved at its
                // alignment rectangle, as a regular one below 28 is (NetNewsWire's 28).
                if size == "large" { return height >= 32 ? .all(6) : nil }
                if size == "small" {
                    // 5 pt in at the sides before Xcode 12 (MacPass's, ImageOptim's, Subler's).
                    let side: Double = modern ? 6 : 5
                    // Saved 28 high before Xcode 12, 6 above the frame's bottom (Subler's
                    // activity window pinned 8 above its bottom, ImageOptim's extension
                    // button 15 from both edges of a 48-high view).
                    if !modern && height == 28 { return IBInsets(top: 4, left: side, bottom: 6, right: side) }
                    return height >= 24 ? IBInsets(top: height - (modern && height >= 27 ? 23 : 24), left: side, bottom: 7, right: side) : nil
                }
                guard height >= 28 else { return nil }
                return modern ? IBInsets(top: 5, left: 7, bottom: 7, right: 7) : IBInsets(top: 4, left: 6, bottom: 7, right: 6)
            case ("check", _), ("radio", _):
                switch size {
                case "small":
                    if height == 18 && !modern { return IBInsets(top: 1, left: 3, bottom: 1, right: 2) }
                    // A small radio of Xcode 12 and later saved 15 high: its button
                    // 1 pt in at the leading side and below the frame's top (IINA's
                    // and HandBrake's columns of radios, 4 and 8 pt apart, and rows).
                    if smallRadio15(element, modern: modern) { return IBInsets(top: 1, left: 1, bottom: 0, right: 0) }
                    // A small check box of Xcode 12 and later saved 16 high without a
                    // title is its box alone, 2 below the frame's top, 1 above its
                    // bottom and 1 in at both sides (HandBrake's track lists pinned 1
                    // below their cell's top or centred in it, Quicksilver's with a
                    // label 1 after it on its centre, pinned 9 below a check box).
                    if modern, height == 16, cell?["type"] == "check", (cell?["title"] ?? "").isEmpty {
                        return IBInsets(top: 2, left: 1, bottom: 1, right: 1)
                    }
                    return height >= 16 ? IBInsets(top: 1, left: 1, bottom: 1, right: 0) : nil
                case "large": return IBInsets(top: 2.5, left: 3, bottom: 2.5, right: 0)
                default:
                    // Pinned by its own constraints 4 below its saved height or width, the
                    // box is 2 pt inside its frame on every side (IINA's filter and
                    // Textual's channel check boxes, 14 in 18 both ways; Clocker's, 14
                    // high in 18 and at most 20 wide in 24).
                    if modern, let frame, element.ownConstant("height") == frame.height - 4 || element.ownConstant("width") == frame.width - 4 {
                        return .all(2)
                    }
                    // Saved 18 high; or, in Xcode 12 and later, 2 above the height the
                    // document pins it to (IINA's 16 high at 14, Sequel Ace's 22 at 20):
                    // the box's frame is its alignment rectangle and 1 pt either side.
                    let pinned = modern && element.ownConstant("height").map { $0 == height - 2 } == true
                    guard height == 18 || pinned else { return nil }
                    // Without a title the box is 2 pt in at the trailing side too (IINA's
                    // plug-in list and Textual's channel list, labels 18 wide after them),
                    // and, saved 18 high, 2 above and below: its 14-high box is all there is
                    // (Textual's channel and server lists and Beagle IM's accounts, pinned
                    // 2 below their cell's top or 25 above an avatar's bottom).
                    let untitled = (cell?["title"] ?? "").isEmpty
                    if modern && untitled && !pinned { return .all(2) }
                    return modern ? IBInsets(top: 1, left: 2, bottom: 1, right: untitled ? 2 : 0) : .all(2)
                }
            case (_, "shadowlessSquare"), (_, "regularSquare"):
                // An image button: its frame holds the image's padding as an image view's does.
                let imageOnly = cell?["image"] != nil && ["only", "overlaps"].contains(cell?["imagePosition"] ?? "")
                return imageOnly ? imagePadding(element, frame: frame) : nil
            case (_, "smallSquare") where modern:
                // A gradient button pinned 2 below its saved height, or saved as high
                // as such a button beside it, has its bezel 1 pt inside the frame
                // above and below (Textual's, OpenEmu's, Amethyst's, Sequel Ace's).
                let pinned: (IBElement) -> Bool = { button in
                    AKViewClass.cell(button)?["bezelStyle"] == "smallSquare" && IBRect(button.child("rect", key: "frame"))?.height == height
                        && button.ownConstant("height") == height - 2
                }
                let beside = {
                    (parent?.children ?? []).contains { IBSceneBuilder.appKitContainers.contains($0.name) && $0.children.contains(where: pinned) }
                }
                return pinned(element) || beside() ? IBInsets(top: 1, left: 0, bottom: 1, right: 0) : nil
            case (_, "texturedRounded") where modern && size == "regular" && height == 23:
                // The textured bezel 21 high, 1 below the frame's top and 1 in at
                // the sides (Textual's, MacPass's and Transmission's constraints).
                return IBInsets(top: 1, left: 1, bottom: 2, right: 1)
            case ("help", "helpButton") where modern && size == "regular" && height >= 25:
                // The round bezel 20 high, 1 below the frame's top (IINA's and Vienna's constraints).
                return IBInsets(top: 1, left: 3, bottom: 4, right: 2)
            default: return nil
            }
        case "popUpButton" where ["bevel", "square"].contains(cell?["type"] ?? "") && size == "regular":
            // A borderless (bevel or square) regular pop-up draws its title or
            // image 5 pt in from its frame's leading side: Beagle IM's roster and
            // affiliation pull-downs and Subler's dump pop-up pinned to their
            // superview's leading edge, Xit's action menu in a stack, saved 5 pt
            // beyond it.
            return IBInsets(top: 0, left: 5, bottom: 0, right: 0)
        case "popUpButton":
            // A textured pop-up of Xcode 12 and later saved 25 high has the rounded
            // one's bezel (MacPass's, Transmission's and HandBrake's gaps and widths).
            let textured = modern && cell?["bezelStyle"] == "texturedRounded" && size == "regular" && height == 25
            guard cell?["bezelStyle"] == "rounded" || textured else { return nil }
            if size == "large" { return IBInsets(top: 6, left: 5, bottom: 6, right: 5) }
            // A small pop-up of Xcode 12 and later, saved 22 high: its bezel is
            // 4 pt in at the sides and bottom (Hex Fiend's, IINA's, Quicksilver's).
            if size == "small" { return modern && height >= 22 ? IBInsets(top: 2, left: 4, bottom: height - 18, right: 4) : nil }
            // Older Xcodes saved a regular pop-up 25 or 26 high around a 21-high bezel,
            // 3 pt above the frame's bottom (the 26th point is above it: MacDown's and
            // CocoaRestClient's Xcode 8 pop-ups); Xcode 12 and later's bezel starts
            // 3 pt in and ends 4 above the frame's bottom at any saved height
            // (Vienna's, IINA's, Sequel Ace's constraints).
            guard height >= 25 && size == "regular" else { return nil }
            if modern { return IBInsets(top: 1, left: 3, bottom: 4, right: 4) }
            return height == 26 ? IBInsets(top: 2, left: 2, bottom: 3, right: 3) : IBInsets(top: 1, left: 2, bottom: height - 22, right: 3)
        case "comboBox" where modern && ((size == "regular" && height == 25) || (size == "small" && height == 22)):
            // The field and its arrow 3 pt in from the trailing side and 4 above
            // the frame's bottom, 19 high (17 small): Textual's own width 128 in
            // 131 and gaps, Sequel Ace's small boxes pinned 17 high in 22 and
            // 10 above their superview's bottom.
            return IBInsets(top: height - 4 - (size == "small" ? 17 : 19), left: 0, bottom: 4, right: 3)
        case "comboBox" where modern && size == "regular" && height == 23:
            // Saved 23 high, the field starts 1 pt in and its arrow ends 3 pt in
            // from the trailing side, centred (Vienna's own width 48 in 52,
            // CocoaRestClient's two boxes between fields 8 pt away).
            return IBInsets(top: 0, left: 1, bottom: 0, right: 3)
        case "segmentedControl" where modern && size == "small" && height == 21 && cell?["style"] == "rounded":
            // Small, saved 21 high: its segments start 1 pt below the frame's top
            // (IINA's inspector tabs and subtitle pane, MacPass's entry inspector).
            return IBInsets(top: 1, left: 0, bottom: 0, right: 0)
        case "segmentedControl" where modern && size == "regular" && height == 23 && cell?["style"] == "rounded":
            // Regular, saved 23 high (Xcode 14 and 15), titled or not: its 21-high
            // segments 2 pt in at the sides and 1 above and below (IINA's crop
            // presets held 280 × 21 in 284 × 23, Beagle IM's roster filter,
            // HSTracker's class tabs).
            return IBInsets(top: 1, left: 2, bottom: 1, right: 2)
        case "segmentedControl" where size == "regular" && height == 24 && cell?["style"] == "rounded"
            && cell?.child("segments")?.children("segment").contains(where: { $0["label"] != nil }) == true:
            // Regular with a titled segment, saved 24 high: its segments 2 pt in
            // at the sides and 1 above and below (Xit's reset panel, Fluor's rule
            // rows, Clocker's calendar and appearance panes); with symbols only,
            // the frame is the segments' (CotEditor's print panel).
            return IBInsets(top: 1, left: 2, bottom: 1, right: 2)
        case "slider" where size == "large" && height == 28:
            return IBInsets(top: 2, left: 2, bottom: 6, right: 2)
        case "slider" where modern && element.flag("vertical") != true && cell?.flag("vertical") != true:
            // The track's ends 2 pt inside the frame (Aerial's, IINA's and
            // Quicksilver's widths); a 28-high slider's knob shadow is below;
            // a small one saved 17 (20 with tick marks) high is 2 pt inside above
            // and below (IINA's, Textual's, Subler's and HandBrake's stacks and rows).
            if height == 28 { return IBInsets(top: 2, left: 2, bottom: 6, right: 2) }
            if smallSliderPadded(element) { return IBInsets(top: 2, left: 2, bottom: 2, right: 2) }
            // Xcode 26 saves a linear slider of its own metrics at its track's ends
            // (FSNotes's sliders in rows and held at their saved width, Mos's
            // scroll sliders between a label and a field, Rectangle's in stacks).
            if xcode26 && cell?["sliderType"] != "circular" { return nil }
            return IBInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "stepper" where size == "regular" && height >= 27:
            // The arrows' bezel 13 wide in a 19-wide frame (Amethyst's,
            // MacDown's and Quicksilver's gaps to their fields); saved 28
            // high, 21 high 4 below the frame's top (Maccy's top-aligned
            // stacks, Quicksilver's centred field).
            return IBInsets(top: height == 28 ? 4 : 0, left: 3, bottom: height == 28 ? 3 : 0, right: 3)
        case "switch" where size == "regular" && height == 25 && frame?.width == 42:
            // A regular switch saved 42 × 25: its 38 × 22 track 2 pt in at the
            // sides, 1 below the frame's top and 2 above its bottom (IINA's
            // advanced pane, pinned to its superview's top and leading edges
            // with a label 8 after it and a label 8 below; WWDC's preference
            // stacks, 22 high, their labels 8 after).
            return IBInsets(top: 1, left: 2, bottom: 2, right: 2)
        case "progressIndicator" where element["style"] != "spinning" && size == "regular" && height == 20:
            // A bar's track 1 pt inside a 20-high frame (Aerial's and Sparkle's gaps).
            return IBInsets(top: 1, left: 0, bottom: 1, right: 0)
        case "tabView" where element["type"] == nil && size == "regular":
            // The bezel with its tabs on top, 7 pt in at the sides, 6 below the
            // frame's top and 10 above its bottom (Textual's and Transmission's
            // constraints and own sizes, MacPass's sides), before Xcode 12 too
            // (HSTracker's of Xcode 7, ImageOptim's of Xcode 9).
            return IBInsets(top: 6, left: 7, bottom: 10, right: 7)
        case "tabView" where modern && element["type"] == nil && size == "small":
            // Small, the same bezel's sides and bottom but its tabs only 3 below
            // the frame's top (HandBrake's main window, Subler's six property panes).
            return IBInsets(top: 3, left: 7, bottom: 10, right: 7)
        case "colorWell" where modern:
            // The well's bezel: 3 pt at the sides, 2 above and below (Hex
            // Fiend's, IINA's and Quicksilver's widths, heights and gaps); on an
            // axis its own constraints pin it smaller, the difference (MacPass's,
            // IINA's and Transmission's pinned 6 and 4 below theirs). Pinned at
            // its saved size on both, it has none (the rule above).
            guard let frame else { return IBInsets(top: 2, left: 3, bottom: 2, right: 3) }
            let vertical = element.ownConstant("height").map { max(0, frame.height - $0) / 2 } ?? 2
            let horizontal = element.ownConstant("width").map { max(0, frame.width - $0) / 2 } ?? 3
            return IBInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        case "imageView":
            return imagePadding(element, frame: frame)
        case "datePicker" where size == "regular" && (height == 28 || height == 27):
            // The field and stepper 4 below the frame's top and 3 in from its
            // trailing side (Transmission's own width 83 in 86, MacPass's top;
            // saved 27 high, Clocker's notes popover), in any Xcode (Shifty's,
            // of Xcode 10).
            return IBInsets(top: 4, left: 0, bottom: 0, right: 3)
        case "datePicker" where size == "large":
            return IBInsets(top: 4, left: 0, bottom: 0, right: 0)
        case "box" where [nil, "primary", "secondary"].contains(element["boxType"]):
            // A bezelled box draws its shadow outside its alignment rectangle
            // (its title, when it has one, inside); Xcode 26 saves the frame
            // at the alignment rectangle (HSTracker's, Transmission's,
            // OpenInTerminal's and Mos's constraints, at their saved frames).
            if xcode26 { return nil }
            return IBInsets(top: element["titlePosition"] == "noTitle" ? 2 : 0, left: 3, bottom: 4, right: 3)
        case "box" where isSeparator(element):
            // A separator's line is 1 pt in a 5-pt frame.
            guard let frame else { return nil }
            return frame.width >= frame.height ? IBInsets(top: 2, left: 0, bottom: 2, right: 0) : IBInsets(top: 0, left: 2, bottom: 0, right: 2)
        default:
            return nil
        }
    }

    /// An image pinned by its own constraints to a size other than the
    /// frame Xcode saved: the frame holds the image's padding (a symbol's, a
    /// template's) around the alignment rectangle, half on either side, the
    /// odd point above; pinned larger, the frame is that much inside it (an
    /// image shorter than the pin: IINA's and Mos's `NSRemoveTemplate`
    /// buttons). The amount is the document's, not a table's: it differs
    /// by image, scale and Xcode (docs/importers.md, "AppKit documents").
    static func imagePadding(_ element: IBElement, frame: IBRect?) -> IBInsets? {
        guard let frame else { return nil }
        let height = element.ownConstant("height").map { frame.height - $0 } ?? 0
        let width = element.ownConstant("width").map { frame.width - $0 } ?? 0
        guard height != 0 || width != 0 else { return nil }
        let top = height == height.rounded() ? (height / 2).rounded(.up) : height / 2
        return IBInsets(top: top, left: width / 2, bottom: height - top, right: width / 2)
    }

    static func isSeparator(_ element: IBElement) -> Bool {
        element.name == "box" && element["boxType"] == "separator"
    }

    /// Elements whose content gives them a size on both axes; the saved
    /// frame is the witness of it (Xcode measured it when it saved). A path
    /// control is as wide as its path's cells: Xcode leaves FSNotes's and
    /// Xit's unflagged with one edge pinned and the other free.
    static let sizedByContent: Set<String> = [
        "button", "popUpButton", "imageView", "segmentedControl", "stepper", "datePicker", "switch",
        "colorWell", "levelIndicator", "pathControl",
    ]

    /// Elements with an intrinsic height only: fields that edit their text,
    /// bars and tracks that stretch.
    static let sizedByContentHeight: Set<String> = [
        "comboBox", "searchField", "secureTextField", "tokenField",
    ]

    /// A push button or pop-up with the rounded bezel: AppKit draws it at
    /// the height its control size gives, which Interface Builder offers no
    /// way to change, so a saved frame Xcode flags still says its height
    /// (13 flagged regular push buttons of Beagle IM, FSNotes and Shifty are
    /// saved 32 high, as 687 unflagged ones are).
    static func hasBezelHeight(_ element: IBElement) -> Bool {
        ["button", "popUpButton"].contains(element.name) && cell(element)?["bezelStyle"] == "rounded"
    }

    /// Controls whose size AppKit fixes whatever their frame says.
    static func fixedSize(_ element: IBElement) -> (Double?, Double?)? {
        switch element.name {
        case "progressIndicator":
            let spinning = element["style"] == "spinning"
            let size = controlSize(element)
            if spinning { return size == "small" ? (16, 16) : size == "mini" ? (10, 10) : (32, 32) }
            return nil
        default:
            return nil
        }
    }

    /// A `<font>`'s size: written, or the size AppKit gives its `metaFont`
    /// (NSFont's system sizes: 13 regular, 11 small, 9 mini, 10 for labels).
    static func fontSize(_ font: IBElement?) -> Double {
        if let size = font?.number("size") { return size }
        switch font?["metaFont"] ?? "system" {
        case "smallSystem", "smallSystemBold", "toolTip": return 11
        case "miniSystem", "miniSystemBold": return 9
        case "label": return 10
        // Its labels are 15 high a line, as 12-pt ones (docs/importers.md, "AppKit documents").
        case "cellTitle": return 12
        default: return 13
        }
    }

    /// First baseline from the top and last baseline from the bottom of
    /// AppKit text in a box `height` high: the ascender (0.952 em) rounded
    /// up to the point, on lines of the font's height rounded up; a field or
    /// button centres its line, a label starts at its top. A bezelled field
    /// centring its line on a half point puts it lower (`lowerOnHalfPoint`):
    /// the baseline constraints between fields and labels in Aerial (large),
    /// IINA and Vienna (small) hold at the saved frames only so.
    /// A named font in `IBFontMetrics` has lines of its ascender, descender
    /// and gap rounded up, and its baseline its descender above the line's
    /// bottom, to the nearest point: a Menlo 12 label's baseline 11 below its
    /// top (IINA) and a Menlo 13 field's 15 below (MacPass), as saved.
    static func baselines(height: Double, pointSize: Double, centred: Bool,
                          lowerOnHalfPoint: Bool = false, font: IBFontMetrics? = nil) -> (first: Double, last: Double) {
        var ascender = (0.952 * pointSize).rounded(.up)
        var line = (1.2 * pointSize).rounded(.up)
        if let font {
            line = ((font.ascender + font.descender + font.lineGap) * pointSize).rounded(.up)
            ascender = (line - font.descender * pointSize).rounded()
        }
        let lines = max(1, (height / line).rounded(.down))
        let top = centred ? max(0, ((height - lines * line) / 2).rounded(lowerOnHalfPoint ? .up : .down)) : 0
        let first = top + ascender
        // A label shorter than its line keeps its first baseline below its top
        // and its last the line's descent above its bottom, as if the line
        // filled it (IINA's 13-high 11-pt labels, docs/importers.md, "AppKit documents").
        if !centred && height < line { return (first, line - ascender) }
        return (first, height - (first + (lines - 1) * line))
    }

    /// How far above the centred line a rounded push button's or pop-up's
    /// title sits in documents of Xcode 12 and later: the baseline
    /// constraints between such a control and a label (or a check box) in
    /// the AppKit corpus and the held-back apps (see BENCHMARKS.md) hold at
    /// the saved frames only with the control's baseline 1 pt higher, when
    /// the frame holds the bezel's shadow (a control saved at its alignment
    /// rectangle, as Xcode 16 saves a 24-high push button, centres it).
    /// A small radio saved 15 high centres its title in its frame, not in its
    /// alignment rectangle 1 pt lower, so its baseline is 1 pt higher (IINA's
    /// row of three radios on a label's baseline).
    static func bezelBaselineRaise(_ element: IBElement, modern: Bool) -> Double {
        guard modern, element.name == "button" || element.name == "popUpButton" else { return 0 }
        if smallRadio15(element, modern: modern) { return 1 }
        let cell = cell(element)
        // A small pop-up's or push button's title in a small font (11 pt)
        // sits on the centred line: HandBrake's, Subler's and Quicksilver's
        // labels on a pop-up's baseline, and HandBrake's, Quicksilver's and
        // IINA's pop-ups and labels on a button's, hold at their saved frames
        // only so. IINA's small pop-ups draw the appearance font (13 pt, as the
        // labels beside them) raised.
        if controlSize(element) == "small", fontSize(cell?.child("font")) < 13 { return 0 }
        return cell?["type"] == "push" && cell?["bezelStyle"] == "rounded" ? 1 : 0
    }

    /// How far above its alignment rectangle's bottom a horizontal slider
    /// with tick marks has its baseline: 6 pt above its frame's bottom, or
    /// its knob's shadow's (a 28-high one's, 6 pt more). Aerial's large
    /// slider and Subler's small one (tick marks above), each on a label's
    /// or push button's first baseline, hold at their saved frames only so;
    /// a view without text would have it at its bottom.
    static func sliderBaseline(_ element: IBElement) -> Double? {
        // A small one saved 20 high has the tick marks' frame without them
        // (Textual's transparency slider in a row aligned by first baseline).
        let tickFrame = controlSize(element) == "small" && IBRect(element.child("rect", key: "frame"))?.height == 20
        guard element.name == "slider", let cell = cell(element), (cell.number("numberOfTickMarks") ?? 0) > 0 || tickFrame,
              element.flag("vertical") != true, cell.flag("vertical") != true else { return nil }
        return smallSliderPadded(element) ? 4 : 6
    }

    /// A small horizontal slider of Xcode 12 and later saved 2 pt higher
    /// above and below its track than its 13-high alignment rectangle (16
    /// with tick marks): 17 high, 20 with tick marks. One without tick marks
    /// saved 20 high is 2 pt in too, 16 high (IINA's mini player volume
    /// pinned 8 from its view's top and bottom, Textual's transparency
    /// slider in a 16-high row).
    static func smallSliderPadded(_ element: IBElement) -> Bool {
        guard element.name == "slider", controlSize(element) == "small",
              let height = IBRect(element.child("rect", key: "frame"))?.height else { return false }
        let ticks = (cell(element)?.number("numberOfTickMarks") ?? 0) > 0
        return height == 20 || (!ticks && height == 17)
    }

    /// A small round-rect button or pop-up (`bezelStyle="roundedRect"`) of
    /// Xcode 12 and later saved 17 high.
    static func smallRoundRect17(_ element: IBElement, modern: Bool) -> Bool {
        modern && cell(element)?["bezelStyle"] == "roundedRect" && controlSize(element) == "small"
            && IBRect(element.child("rect", key: "frame"))?.height == 17
    }

    /// A regular recessed button or pop-up of Xcode 12 and later saved 19
    /// high, or a point higher than its own height constraint.
    static func regularRecessed19(_ element: IBElement, modern: Bool) -> Bool {
        guard modern, cell(element)?["bezelStyle"] == "recessed", controlSize(element) == "regular",
              let height = IBRect(element.child("rect", key: "frame"))?.height else { return false }
        if let own = element.ownConstant("height") { return own == height - 1 }
        return height == 19
    }

    static func smallRadio15(_ element: IBElement, modern: Bool) -> Bool {
        modern && element.name == "button" && cell(element)?["type"] == "radio" && controlSize(element) == "small"
            && IBRect(element.child("rect", key: "frame"))?.height == 15
    }

    /// How far above the centred line a regular bezelled field saved 22
    /// high draws the system font: 1 pt, its line 2 below the top as in a
    /// 21-high field. Every baseline constraint between a label and such a
    /// field in MacDown (stock fields, toolsVersion 12118) and Textual (stock,
    /// secure and its own subclass, 17503 to 22154) holds at the saved frames only
    /// so; a field of a named font (Textual's Courier) centres its line.
    static func fieldBaselineRaise(_ element: IBElement, height: Double) -> Double {
        guard ["textField", "secureTextField"].contains(element.name), let cell = cell(element), cell["borderStyle"] != nil,
              controlSize(element) == "regular", height == 22, cell.child("font")?["name"] == nil else { return 0 }
        return 1
    }

    /// Text views measure their text: a field's or a button's title.
    static let text: Set<String> = ["textField", "button", "popUpButton", "comboBox", "searchField", "secureTextField"]
}
