/// Intrinsic sizes, layout margins and the safe area: what Interface
/// Builder knows about a view without writing it down.
extension IBSceneBuilder {
    /// The document's own word first (a placeholder size, a fixed-size
    /// control), then the saved frame as the witness of what Xcode measured
    /// for content-sized views; said in `estimates` either way.
    mutating func intrinsicSize(_ element: IBElement, id: String, frame: IBRect?, misplaced: Bool, inStack: Bool) -> (Double?, Double?) {
        if let placeholder = placeholderSize(element, id: id) {
            return classSizeOverPlaceholder(element, id: id, placeholder: placeholder, frame: frame, misplaced: misplaced) ?? placeholder
        }
        if let fixed = IBViewClass.fixedSize(element, toolsVersion: setting.toolsVersion) {
            let overhang = IBViewClass.alignmentInsets(element, toolsVersion: setting.toolsVersion)
            let drawn = Self.size(fixed.0 + overhang.left + overhang.right, fixed.1 + overhang.top + overhang.bottom)
            let placed = overhang == .zero ? "" : " (its constraints place \(Self.size(fixed.0, fixed.1)))"
            estimates.append("\(id): \(drawn), the fixed size of a \(element.name)\(placed)")
            return fixed
        }
        if !setting.contentSizesOfFlaggedViews, element.flag("ambiguous") == true { return (nil, nil) }
        let both = IBViewClass.sizedByContent.contains(element.name)
            || (element.name == "textView" && element.flag("scrollEnabled") == false)
        let heightOnly = IBViewClass.sizedByContentHeight.contains(element.name)
        // A view of a custom class with no subviews is sized by its class at
        // run time; its saved frame is the witness of that size, as a label's
        // is of its text ("Views of a custom class").
        if !(both || heightOnly), element.name == "view", element["customClass"] != nil, element.child("subviews") == nil,
           designableSizes[id] == nil, setting.sizesFromSavedFrames, let frame, !misplaced, !(element.flag("ambiguous") ?? false) {
            estimates.append("\(id): \(Self.size(frame.width, frame.height)) from the frame Xcode saved (its class sizes it)")
            return (frame.width, frame.height)
        }
        guard both || heightOnly else { return designableSize(id) ?? (nil, nil) }
        if setting.sizesFromSavedFrames, let frame, !misplaced, !(element.flag("ambiguous") ?? false) {
            // Intrinsic sizes are the alignment rectangle's, inside the frame.
            let inset = IBViewClass.alignmentInsets(element, toolsVersion: setting.toolsVersion, frame: frame)
            let size: (Double?, Double?) = (both ? frame.width - inset.left - inset.right : nil, frame.height - inset.top - inset.bottom)
            if !inStack, let stretched = stretchedLabelSize(element, frame: frame) {
                let sized = (stretched.width ?? frame.width, stretched.height ?? frame.height)
                estimates.append("\(id): \(Self.size(sized.0, sized.1)) from its text (the saved frame, \(Self.size(frame.width, frame.height)), is stretched by its constraints)")
                return sized
            }
            estimates.append("\(id): \(Self.size(size.0, size.1)) from the frame Xcode saved (the witness of its content)")
            return size
        }
        if let designable = designableSize(id) { return designable }
        if IBViewClass.text.contains(element.name), let text = element["text"] ?? element.child("state")?["title"] {
            let size = IBViewClass.pointSize(element)
            let legacyButton = element.name == "button" && element.child("buttonConfiguration", key: "configuration") == nil
            let font = IBViewClass.fontMetrics(element)
            let estimate = legacyButton ? IBViewClass.buttonTitleSize(text, pointSize: size, font: font)
                : IBViewClass.textSize(text, pointSize: size, font: font)
            estimates.append("\(id): \(Self.size(estimate.0, estimate.1)) estimated from its text at \(IBNumber.text(size)) pt (the saved frame is flagged)")
            return estimate
        }
        if element.name == "imageView", let image = element["image"], let size = imageSizes[image] {
            estimates.append("\(id): \(Self.size(size.0, size.1)) from the image resource '\(image)'")
            return size
        }
        warn(element, misplaced ? "misplaced view: its saved frame is no witness of its content size; none assumed"
                                 : "no frame to measure the content size by; none assumed")
        return (nil, nil)
    }

    /// A label saved more than twice as tall as its text wrapped at its
    /// saved width needs (with a line to spare), or a one-line label more
    /// than twice as wide as its text (with a line's height to spare), was
    /// stretched by a constraint stronger than its hugging: its frame is no
    /// witness of that size, which is its text's (docs/importers.md,
    /// "Labels stretched by their constraints"). Nil when neither.
    func stretchedLabelSize(_ element: IBElement, frame: IBRect) -> (width: Double?, height: Double?)? {
        guard element.name == "label", element["customClass"] == nil, element.child("userDefinedRuntimeAttributes") == nil,
              let text = element["text"], !text.isEmpty, frame.width > 0 else { return nil }
        let pointSize = IBViewClass.pointSize(element)
        let limit = element.number("numberOfLines") ?? 1
        let height = IBViewClass.wrappedTextHeight(text, pointSize: pointSize, width: frame.width, lines: limit)
        let line = IBViewClass.textSize("", pointSize: pointSize).1
        let oneLine = IBViewClass.textSize(text, pointSize: pointSize).0
        let width = limit == 1 && !text.contains("\n") && frame.width > 2 * (oneLine + line) ? oneLine : nil
        let tall = frame.height > 2 * (height + line) ? height : nil
        return width == nil && tall == nil ? nil : (width, tall)
    }

    /// `placeholderIntrinsicWidth/Height`: the size Interface Builder was told to assume.
    mutating func placeholderSize(_ element: IBElement, id: String) -> (Double?, Double?)? {
        let placeholderW = element["placeholderIntrinsicWidth"]
        let placeholderH = element["placeholderIntrinsicHeight"]
        guard placeholderW != nil || placeholderH != nil else { return nil }
        let size = (placeholderW.flatMap(Double.init), placeholderH.flatMap(Double.init))
        estimates.append("\(id): \(Self.size(size.0, size.1)) from placeholderIntrinsicWidth/Height")
        return size
    }

    /// A placeholder size is Interface Builder's stand-in at design time
    /// only; a view of a custom class with no subviews is sized by its class
    /// at run time, and a saved frame that differs from the placeholder is
    /// the witness of that size on each axis the placeholder names (an
    /// axis it leaves out keeps no intrinsic size; docs/importers.md,
    /// "Placeholder sizes the saved frame contradicts"). Nil when the frame
    /// agrees or is no witness.
    mutating func classSizeOverPlaceholder(_ element: IBElement, id: String, placeholder: (Double?, Double?),
                                           frame: IBRect?, misplaced: Bool) -> (Double?, Double?)? {
        guard element.name == "view", element["customClass"] != nil, element.child("subviews") == nil,
              setting.sizesFromSavedFrames, let frame, !misplaced,
              !(element.flag("ambiguous") ?? false) else { return nil }
        let width = placeholder.0.map { abs($0 - frame.width) > 0.5 ? frame.width : $0 }
        let height = placeholder.1.map { abs($0 - frame.height) > 0.5 ? frame.height : $0 }
        guard width != placeholder.0 || height != placeholder.1 else { return nil }
        estimates.append("\(id): \(Self.size(width, height)) from the frame Xcode saved (its class sizes it at run time; "
                         + "the placeholder, \(Self.size(placeholder.0, placeholder.1)), is for the canvas)")
        return (width, height)
    }

    /// The intrinsic size Xcode measured for a view of a designable class
    /// and wrote in the document's `<designables>`: what its canvas laid the
    /// view out with (docs/importers.md, "Designable views").
    mutating func designableSize(_ id: String) -> (Double?, Double?)? {
        guard let size = designableSizes[id] else { return nil }
        estimates.append("\(id): \(Self.size(size.0, size.1)) from the document's designables (measured by Xcode)")
        return size
    }

    static func size(_ w: Double?, _ h: Double?) -> String {
        "\(w.map { IBNumber.text($0) } ?? "none")×\(h.map { IBNumber.text($0) } ?? "none")"
    }

    /// Layout margins as UIKit computes them at the design size: written
    /// margins or the class's default, the superview's where preserved, and
    /// the part of the safe area the view overlaps added in.
    func margins(_ element: IBElement, _ record: IBViewRecord) -> IBInsets {
        let width = record.frame?.width ?? setting.device?.width ?? 0
        // 20 on the sides wider than 400 points, not only from 414:
        // rocket-chat's 402- and 412-wide cells, osmand's 413-wide one
        // (docs/importers.md, "Top-level views wider than 400 points").
        var side: Double = width > 400 ? 20 : 16
        // Xcode 11 gave a xib's table cell wider than its phone the 15 its
        // content view has there, not the margins of its own width: Loop's
        // 416-wide BolusProgressTableViewCell and the-blue-alliance's 428-wide
        // ReverseSubtitleTableViewCell, whose content views preserve them
        // (docs/importers.md, "Cells of Xcode 11").
        if element.name == "tableViewCell", record.parent == nil, (14800..<17000).contains(setting.toolsVersion),
           let device = setting.device.map({ min($0.width, $0.height) }), device < 414, width > device {
            side = 15
        }
        // A xib's top-level views, whatever their class, are laid out as a
        // controller's root: 0 above and below, the system minimum on the
        // sides (rocket-chat's cells and headers, swiftmessages',
        // corona-warn-app's and element's views in Tests/Corpus/ib), in
        // documents of Xcode 9 (toolsVersion 13000) and later.
        let systemMinimum = setting.controller || (setting.topLevel && setting.toolsVersion >= 13000)
        var m: IBInsets
        if let e = element.child("edgeInsets", key: "layoutMargins") {
            m = IBInsets(top: e.number("top") ?? 0, left: e.number("left") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("right") ?? 0)
        } else if let e = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            m = IBInsets(top: e.number("top") ?? 0, left: e.number("leading") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("trailing") ?? 0)
        } else if record.parent == nil && systemMinimum {
            m = IBInsets(top: 0, left: side, bottom: 0, right: side)
        } else if element.name == "tableViewCellContentView" {
            m = cellContentMargins(record)
        } else if element.name == "stackView" {
            m = .zero
        } else {
            m = .all(8)
        }
        if element.name == "tableViewCellContentView", element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil {
            // A table cell's content view keeps at least its cell's margins
            // whatever the document writes: covpass' 0, corona-warn-app's 8
            // above and below and 16 on the sides, LoopKit's 8 and Loop's 15
            // are saved at 11 and 20, 11, 11 and 15, and 16
            // (docs/importers.md, "Cells' written margins").
            let cell = cellContentMargins(record)
            m = IBInsets(top: max(m.top, cell.top), left: max(m.left, cell.left),
                         bottom: max(m.bottom, cell.bottom), right: max(m.right, cell.right))
        }
        if record.parent == nil && systemMinimum {
            // The root keeps at least the system minimum on the sides.
            m.left = max(m.left, side)
            m.right = max(m.right, side)
        }
        if element.flag("preservesSuperviewLayoutMargins") == true, let parent = record.parent.flatMap({ index[$0] }),
           let frame = record.frame, var outer = views[parent].frame {
            let p = views[parent].margins
            // A scroll view's margins lie in its content area, not its frame
            // (docs/importers.md, "Scroll views' content area and margins").
            if !setting.appKit, let area = views[parent].contentArea { outer = area }
            // A list's rows are saved in content coordinates: no vertical
            // margin of the list itself reaches them.
            if !["tableView", "collectionView"].contains(views[parent].element) {
                m.top = max(m.top, p.top - frame.y)
                m.bottom = max(m.bottom, p.bottom - (outer.height - frame.y - frame.height))
            }
            m.left = max(m.left, p.left - frame.x)
            m.right = max(m.right, p.right - (outer.width - frame.x - frame.width))
        }
        if element.flag("insetsLayoutMarginsFromSafeArea") != false {
            let safe = safeInsets(of: record)
            m.top += safe.top
            m.left += safe.left
            m.bottom += safe.bottom
            m.right += safe.right
        }
        return m
    }

    /// A table cell's content-view margins, as the saved frames of cells
    /// pinned to them show in Tests/Corpus/ib (element, matrix-ios-kit,
    /// rocket-chat, duckduckgo, netnewswire, corona-warn-app, gomap): 8 on
    /// every side in documents saved by Xcode 8 and older (toolsVersion below
    /// 13000); since, 11 above and below, and on the sides 20 where the cell
    /// or, in a table, the device is 414 wide or more (inset-grouped and
    /// storyboard-default cells are narrower than the screen) or, in a
    /// table, the device is wider than 375 (the 393-point phone; a table
    /// narrower than its device by its own width), 16 elsewhere (a 320-wide
    /// cell of a xib, whatever its device; a wider one narrower than a phone
    /// wider than 375 has 20 from Xcode 11); 8 on the trailing side when an
    /// accessory sits there. From Xcode 11 (toolsVersion 14800)
    /// a xib's cell wider than its device has the device's margins: element's
    /// 600-wide cells on the 375-point phone are saved 16 from the sides in
    /// Xcode 12.5 and 13, LoopKit's 450- and 600-wide ones and element's 15
    /// in Xcode 11, where Xcode 10.1 and older saved element's at 20
    /// (docs/importers.md, "Cells wider than their device"). Xcode 26 lays
    /// cells out as iOS 26 does: 15 above and below and 20 on the sides at
    /// any width (gomap's 393-wide cells, netnewswire's settings and
    /// inspector rows), except on the 375-point phone, 16 on the sides.
    func cellContentMargins(_ record: IBViewRecord) -> IBInsets {
        guard setting.toolsVersion >= 13000 else { return .all(8) }
        let cell = record.parent.flatMap { index[$0] }
        let device = setting.device.map { min($0.width, $0.height) }
        if IBViewClass.isXcode26(setting.toolsVersion) {
            // delta's settings rows and osmand's 320-wide cells are saved 16
            // from the sides there (docs/importers.md, "Cells of Xcode 26").
            let side: Double = device.map { $0 <= 375 } == true ? 16 : 20
            var m = IBInsets(top: 15, left: side, bottom: 15, right: side)
            if let cell, views[cell].accessory != nil { m.right = 8 }
            return m
        }
        let table = cell.flatMap { views[$0].parent }.flatMap { index[$0] }.flatMap { views[$0].element == "tableView" ? $0 : nil }
        let inTable = table != nil
        var width = max(inTable ? device ?? 0 : 0, record.frame?.width ?? 0)
        if !inTable, setting.toolsVersion >= 14800, let device { width = min(width, device) }
        // A table narrower than its device gives its cells the margins of
        // its own saved width: habitica's 107-wide filter table, keepassium's
        // 300- and 252-wide ones (docs/importers.md, "Cells in a narrow table").
        if let table, let tableWidth = views[table].frame?.width, let device, tableWidth < device { width = tableWidth }
        // A table wider than 375 points and narrower than 414 (the 393-point
        // phone's) gives its cells 20 too: habitica's User (Xcode 14) and
        // keepassium's EntryFieldViewerVC (Xcode 16) (docs/importers.md,
        // "Cells on the 393-point phone").
        var side: Double = width >= 414 || (inTable && width > 375) ? 20 : 16
        // From Xcode 11 a xib's cell narrower than a phone wider than 375
        // points has the phone's 20 once it is wider than 320: chatsecure's
        // 380-wide cell on the 414-point phone, osmand's 335-wide one on the
        // 393-point phone; 320-wide ones keep 16 (docs/importers.md, "Cells
        // wider than their device").
        if !inTable, setting.toolsVersion >= 14800, let device, device > 375, let own = record.frame?.width,
           own > 320, own < device {
            side = 20
        }
        // Xcode 11 laid cells out 15 from the sides on phones under 414
        // points: LoopKit's, openfoodfacts', element's and Loop's cells, none
        // against (docs/importers.md, "Cells of Xcode 11").
        if side == 16, (14800..<17000).contains(setting.toolsVersion), let device, device < 414 { side = 15 }
        // Xcode 9 to 10.1 laid out 15 from the sides the cells that preserve
        // the margins of a table that is not its controller's root view:
        // chatsecure's OTRRoomOccupants and rocket-chat's Subscriptions
        // cells; a root table's keep 16 (delta, minikeepass)
        // (docs/importers.md, "Cells of a table inside a view, Xcode 9 to 10.1").
        if side == 16, (13000..<14800).contains(setting.toolsVersion), let cell, let table, views[table].parent != nil,
           record.preservesMargins, views[cell].preservesMargins {
            side = 15
        }
        var m = IBInsets(top: 11, left: side, bottom: 11, right: side)
        if let cell, views[cell].accessory != nil { m.right = 8 }
        // The 11 below are counted from the cell's bottom edge: a content
        // view a separator shorter than its cell keeps 10.5 below
        // (docs/importers.md, "Cells' bottom margin above a separator").
        if let cell, let cellHeight = views[cell].frame?.height, let height = record.frame?.height {
            let separator = cellHeight - height
            if separator > 0, separator <= 1 { m.bottom -= separator }
        }
        return m
    }

    /// The safe-area insets of a view: the root's, cut to its own size, a
    /// subview's where its saved frame overlaps the root's unsafe edges.
    func safeInsets(of record: IBViewRecord) -> IBInsets {
        guard record.parent != nil else { return Self.within(setting.safeArea, record.frame) }
        let root = Self.within(setting.safeArea, views.first?.frame)
        guard let f = record.frameInRoot, let rootFrame = views.first?.frame else { return .zero }
        func clip(_ v: Double, _ limit: Double) -> Double { min(max(0, v), limit) }
        var insets = IBInsets(top: clip(root.top - f.y, f.height), left: clip(root.left - f.x, f.width),
                              bottom: clip(f.y + f.height - (rootFrame.height - root.bottom), f.height),
                              right: clip(f.x + f.width - (rootFrame.width - root.right), f.width))
        // A table's or collection's content is saved in content coordinates,
        // which the adjusted content inset keeps clear of the bars.
        if inScrolledContent(record) { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }

    /// Insets cut to the view they inset: UIKit's safe area covers only the
    /// part of a view under the unsafe edges, so a view shorter than the
    /// notch has a guide 0 high, never a negative one. Where the notch and
    /// the home indicator together exceed the view, the indicator's inset
    /// is kept whole and the notch's cut: entourage's MJNavBackView and
    /// simplenote's BannerView end their content 34 above their bottom
    /// (docs/importers.md, "Safe areas of short views").
    static func within(_ insets: IBInsets, _ frame: IBRect?) -> IBInsets {
        guard let frame else { return insets }
        var cut = insets
        cut.bottom = min(cut.bottom, frame.height)
        cut.top = min(cut.top, max(0, frame.height - max(0, cut.bottom)))
        cut.left = min(cut.left, frame.width)
        cut.right = min(cut.right, max(0, frame.width - max(0, cut.left)))
        return cut
    }

    /// Whether a view is inside a table's or collection's content, or the
    /// content of a scroll view that scrolls vertically: their adjusted
    /// content inset keeps it clear of the unsafe edges (UIKit's
    /// `scrollableAxes` adjustment).
    func inScrolledContent(_ record: IBViewRecord) -> Bool {
        var parent = record.parent
        var steps = 0
        while let p = parent, let k = index[p], steps < 10_000 {
            if views[k].scrollsVertically || ["tableView", "collectionView"].contains(views[k].element) { return true }
            parent = views[k].parent
            steps += 1
        }
        return false
    }

    // MARK: guides

    mutating func addGuide(_ element: IBElement, owner: String) {
        guard let id = element["id"] else { return warn(element, "a layout guide without id is left out") }
        let kind = element["key"] ?? "guide"
        guard ["safeArea", "contentLayoutGuide", "frameLayoutGuide", "layoutMarginsGuide", "keyboard"].contains(kind) else {
            return warn(element, "layout guide '\(kind)' is not understood: left out")
        }
        guides.append((id, owner, kind, element.line))
        guideOwner[id] = owner
        ids.insert(id)
        if kind == "contentLayoutGuide" { contentGuide[owner] = id }
    }

    /// Where each guide sits in its owner, as required constraints named
    /// after the guide (UIKit's own are system constraints, not in the document).
    mutating func addGuideConstraints() {
        for (id, owner, kind, line) in guides {
            guard let k = index[owner] else { continue }
            switch kind {
            case "safeArea":
                let inset = safeInsets(of: views[k])
                pin(id, owner, line, inset, name: "UIViewSafeAreaLayoutGuide")
            case "layoutMarginsGuide":
                pin(id, owner, line, views[k].margins, name: "UIViewLayoutMarginsGuide")
            case "frameLayoutGuide":
                pin(id, owner, line, .zero, name: "UIScrollView-frameLayoutGuide")
            case "keyboard":
                // No keyboard on screen: UIKeyboardLayoutGuide spans the
                // bottom safe area, its top on the safe area's bottom
                // (docs/importers.md, "Keyboard layout guide").
                let bottom = safeInsets(of: views[k]).bottom
                add(system: "UIKeyboardLayoutGuide-top", "\(id).top", "\(owner).bottom", line, constant: -bottom)
                add(system: "UIKeyboardLayoutGuide-left", "\(id).left", "\(owner).left", line)
                add(system: "UIKeyboardLayoutGuide-bottom", "\(id).bottom", "\(owner).bottom", line)
                add(system: "UIKeyboardLayoutGuide-right", "\(id).right", "\(owner).right", line)
            case "contentLayoutGuide":
                // The content's origin is the scroll view's bounds origin; its size is the content's.
                add(system: "UIScrollView-contentLayoutGuide-top", "\(id).top", "\(owner).top", line)
                add(system: "UIScrollView-contentLayoutGuide-leading", "\(id).left", "\(owner).left", line)
            case "contentMargins":
                if let content = contentGuide[owner] {
                    pin(id, content, line, views[k].margins, name: "UIScrollView-contentMargins")
                }
            default:
                break
            }
        }
    }

    /// A cell's content view is placed by the cell as UIKit's table does:
    /// at the top left, as wide as the cell, and as high as the saved frame
    /// short of required (999.5), so a cell whose required content asks for
    /// another height reads as misplaced, not conflicting, while content
    /// constraints at 999 yield to it as to UIKit's required height
    /// (docs/importers.md, "Cells taller than their content").
    ///
    /// An accessory (`accessoryType`) takes its width from the content view,
    /// by metrics that change with the iOS the document targets: a 414-wide
    /// cell's content view is 383.5 or 395.5 wide with a disclosure indicator,
    /// a 375-wide one's 341 to 350.5, 370 and 335 with a checkmark (see
    /// `Tests/Corpus/README.md`, the cells of duckduckgo, gomap, netnewswire,
    /// rocket-chat, rxswift). The cell places it outside Auto Layout, so the
    /// saved content-view width is the witness of it.
    mutating func addCellContentConstraints(_ content: IBViewRecord, cell: String, accessory: String?) {
        let id = content.id
        add(system: "UIView-Encapsulated-Layout-Left", "\(id).left", "\(cell).left", content.line)
        add(system: "UIView-Encapsulated-Layout-Top", "\(id).top", "\(cell).top", content.line)
        if let accessory, setting.sizesFromSavedFrames, let frame = content.frame,
           let outer = index[cell].flatMap({ views[$0].frame }), frame.width < outer.width - 0.5 {
            add(system: "UIView-Encapsulated-Layout-Width", "\(id).width", nil, content.line, constant: frame.width)
            estimates.append("\(id): width \(IBNumber.text(frame.width)) from the frame Xcode saved (the cell's \(accessory) takes the rest)")
        } else {
            add(system: "UIView-Encapsulated-Layout-Width", "\(id).width", "\(cell).width", content.line)
        }
        if let frame = content.frame {
            add(system: "UIView-Encapsulated-Layout-Height", "\(id).height", nil, content.line, constant: frame.height, priority: Self.nearlyRequired)
        }
    }

    /// A table cell's accessory, nil for none.
    static func accessory(_ cell: IBElement) -> String? {
        let type = cell["accessoryType"]
        return type == nil || type == "none" ? nil : type
    }

    mutating func pin(_ id: String, _ owner: String, _ line: Int, _ inset: IBInsets, name: String) {
        add(system: "\(name)-top", "\(id).top", "\(owner).top", line, constant: inset.top)
        add(system: "\(name)-left", "\(id).left", "\(owner).left", line, constant: inset.left)
        add(system: "\(name)-bottom", "\(id).bottom", "\(owner).bottom", line, constant: -inset.bottom)
        add(system: "\(name)-right", "\(id).right", "\(owner).right", line, constant: -inset.right)
    }

    /// A constraint UIKit makes itself, named `NAME-of-ITEM` like the console.
    mutating func add(system name: String, _ first: String, _ second: String?, _ line: Int,
                      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, relation: String = "==",
                      guide: String? = nil) {
        let item = guide ?? String(first.prefix { $0 != "." })
        constraints.append(IBConstraintRecord(
            id: uniqueConstraintID("\(name).\(item)"), first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant, priority: priority, placeholder: false, line: line))
    }

    mutating func uniqueConstraintID(_ id: String) -> String {
        let unique = ids.contains(id) ? suffixes.first(id, candidate: { "\(id)-\($0)" }, taken: ids.contains) : id
        ids.insert(unique)
        return unique
    }
}
