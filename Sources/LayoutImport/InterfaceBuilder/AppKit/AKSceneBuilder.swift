/// One AppKit root view (a window's content view, a top-level view, a view
/// controller's view, a table cell view) walked into a scene with AppKit's
/// rules: AppKit class names, frames converted from AppKit's y-up
/// coordinates to the scene's top-left ones, AppKit's autoresizing masks,
/// alignment insets and stack views.
extension IBSceneBuilder {
    /// Elements that hold subviews without being one. A stack view's gravity
    /// areas hold its arranged views.
    static let appKitContainers: Set<String> = ["subviews", "beginningViews", "middleViews", "endViews"]
    /// Keys under which a view element is a subview of its parent.
    static let appKitViewKeys: Set<String> = ["contentView", "documentView", "horizontalScroller", "verticalScroller", "headerView"]
    /// Children that say nothing about layout here.
    static let appKitQuiet: Set<String> = [
        "tableColumns", "rows", "columns", "visibilityPriorities", "customSpacing", "buttonCell", "textFieldCell",
        "popUpButtonCell", "sliderCell", "stepperCell", "segmentedCell", "comboBoxCell", "searchFieldCell",
        "secureTextFieldCell", "imageCell", "datePickerCell", "levelIndicatorCell", "pathCell", "tokenFieldCell",
        "textViewCell", "matrixCell", "cells", "prototype", "tabViewItems", "gridCells", "menu", "items",
        "allowedInputSourceLocales", "dependencyKeyPaths", "shadow", "contentFilters", "backgroundFilters",
        "compositingFilter", "binding", "webPreferences", "browserCell", "rulerMarker", "animations",
        "tableViewGridLines", "draggingSourceOperationMask", "connections", "holdingPriorities",
        "collectionViewGridLayout", "collectionViewFlowLayout", "collectionViewLayout", "font", "connections",
    ]

    mutating func buildAppKit(root: IBElement) {
        walkAppKit(root, parent: nil, parentElement: nil)
        for (owner, element) in pending { addConstraints(element, owner: owner) }
        if let content = views.first?.id, AKWindowContentAmbiguity.flags(root),
           constraints.contains(where: { $0.names(content) }) {
            heldByWindow = content
        }
        addAppKitSafeAreaConstraints()
        for stack in stacks { addAppKitStackConstraints(stack.id, stack.element, arranged: stack.arranged) }
        for grid in grids { addAppKitGridConstraints(grid.id, grid.element, cellViews: grid.cellViews) }
        heldByPrototype.removeAll { held in constraints.contains { $0.names(held.holder) } }
        holdUnconstrainedFixedFrames()
        if setting.windowContent {
            addSavedSize(named: "NSWindow-current")
        } else if rootSizedByContent {
            addSavedSize(named: "IB-canvas")
        }
    }

    /// A root view Xcode flags misplaced: its constraints size it, since its
    /// saved frame is not the one they give, so the saved size is no fixed
    /// size of the scene (docs/importers.md, "AppKit documents").
    var rootSizedByContent: Bool {
        setting.appKit && !setting.windowContent && views.first?.misplaced == true && views.first?.frame != nil
    }

    /// A window keeps its content view at its current size at priority 500,
    /// and a root Xcode flags misplaced keeps its saved size so: its
    /// content's constraints above it size it, its views' huggings below it
    /// do not shrink it (Maccy's ambiguous flags).
    mutating func addSavedSize(named prefix: String) {
        guard let root = views.first, let frame = root.frame else { return }
        add(system: "\(prefix)-width", "\(root.id).width", nil, root.line, constant: frame.width, priority: 500)
        add(system: "\(prefix)-height", "\(root.id).height", nil, root.line, constant: frame.height, priority: 500)
    }

    mutating func walkAppKit(_ element: IBElement, parent: String?, parentElement: IBElement?, placedByParent: Bool = false) {
        let id = uniqueID(element["id"], element: element, parent: parent)
        register(makeAppKitRecord(element, id: id, parent: parent, parentElement: parentElement, placedByParent: placedByParent))
        var arranged: [String] = []
        var cellViews: [String: String] = [:]
        for child in element.children {
            if Self.appKitContainers.contains(child.name) {
                for view in child.children {
                    guard Self.isView(view) else {
                        if !Self.appKitQuiet.contains(view.name) && !Self.quiet.contains(view.name) {
                            warn(view, "not a view (no frame): left out of the layout")
                        }
                        continue
                    }
                    if element.name == "stackView", let arrangedID = view["id"] { arranged.append(arrangedID) }
                    // A split view arranges its panes itself, translating or not.
                    walkAppKit(view, parent: id, parentElement: element, placedByParent: element.name == "splitView")
                }
            } else if let key = child["key"], Self.appKitViewKeys.contains(key), Self.isView(child) {
                // A scroll view tiles its clip view, scrollers and header; a box
                // and a window place their content view: none by constraints.
                // A box places its content view only through the view's mask:
                // one that does not translate it is left to its constraints
                // (docs/importers.md, "AppKit documents").
                let byMaskOnly = element.name == "box" && child.flag("translatesAutoresizingMaskIntoConstraints") == false
                walkAppKit(child, parent: id, parentElement: element, placedByParent: !byMaskOnly)
                if key == "contentView", AKPrototypeAmbiguity.flagsContent(of: element, toolsVersion: setting.toolsVersion),
                   let content = views.last(where: { $0.parent == id })?.id {
                    heldByPrototype.append((content, id))
                    if let text = AKPrototypeAmbiguity.flaggedDocumentView(in: content, views: views) {
                        heldByPrototype.append((text, id))
                    }
                }
            } else if child.name == "tabViewItems" {
                for item in child.children("tabViewItem") {
                    guard let view = item.children.first(where: { $0["key"] == "view" && Self.isView($0) }) else { continue }
                    walkAppKit(view, parent: id, parentElement: element, placedByParent: true)
                }
            } else if child.name == "gridCells" {
                for cell in child.children("gridCell") {
                    guard let view = cell.children.first(where: { $0["key"] == "contentView" && Self.isView($0) }) else { continue }
                    let k = views.count
                    walkAppKit(view, parent: id, parentElement: element, placedByParent: Self.gridUnmodelled(element) != nil)
                    if let cellID = cell["id"], k < views.count { cellViews[cellID] = views[k].id }
                }
            } else if child.name == "constraints" {
                pending.append((id, child))
            } else if child.name == "viewLayoutGuide", child["key"] == "safeArea" {
                addAppKitSafeArea(child, owner: id)
            } else if Self.isView(child) {
                warn(child, "a view under key '\(child["key"] ?? "")' is not laid out")
            }
        }
        if element.name == "gridView" {
            if let reason = Self.gridUnmodelled(element) {
                warn(element, "\(reason): each cell's view is kept at its saved frame")
            } else {
                grids.append((id, element, cellViews))
            }
        }
        if element.name == "stackView" { stacks.append((id, element, arranged)) }
    }

    mutating func makeAppKitRecord(_ element: IBElement, id: String, parent: String?, parentElement: IBElement?,
                                   placedByParent: Bool) -> IBViewRecord {
        let outer = parent.flatMap { index[$0] }.map { views[$0] }
        let flippedParent = parentElement.map(AKViewClass.isFlipped) ?? true
        var frame = IBRect(element.child("rect", key: "frame"))
        if var f = frame {
            if parent == nil {
                f.x = 0
                f.y = 0
            } else if !flippedParent, let outerHeight = outer?.frame?.height {
                // AppKit saves y upward from the superview's bottom edge.
                f.y = outerHeight - f.y - f.height
            }
            frame = f
        }
        let arranged = parentElement?.name == "stackView"
        var translates = parent != nil && !arranged
            && (placedByParent || element.flag("translatesAutoresizingMaskIntoConstraints") != false)
        // The grid places its cells' views by its own constraints (AKGridView).
        if let grid = parentElement, grid.name == "gridView", Self.gridUnmodelled(grid) == nil { translates = false }
        if translates && frame == nil {
            warn(element, "a view that keeps its autoresizing mask has no frame: left to its constraints")
            translates = false
        }
        // Push buttons of some Xcode 12 documents keep the older metrics (AKControlGeneration).
        let modern = setting.toolsVersion >= 17000 && (setting.modernPushButtons || !AKControlGeneration.isShadowedPushButton(element))
        let insets = AKViewClass.alignmentInsets(element, frame: IBRect(element.child("rect", key: "frame")),
                                                modern: modern,
                                                xcode26: IBViewClass.isXcode26(setting.toolsVersion), parent: parentElement)
        var record = IBViewRecord(element, id: id, parent: parent, className: AKViewClass.className(element.name), frame: frame,
                                  translates: translates, mask: Self.appKitMask(element, flippedParent: flippedParent))
        record.alignmentInsets = insets
        record.fixedFrame = element.flag("fixedFrame") == true && !arranged
        record.intrinsic = appKitIntrinsicSize(element, id: id, frame: frame, insets: insets ?? .zero, misplaced: record.misplaced)
        record.appearance = AKAppearance.of(element)
        if AKViewClass.text.contains(element.name), let frame {
            let inset = insets ?? .zero
            let font = AKViewClass.cell(element)?.child("font")
            let field = ["textField", "secureTextField"].contains(element.name) && AKViewClass.cell(element)?["borderStyle"] != nil
            let lines = AKViewClass.baselines(height: frame.height - inset.top - inset.bottom, pointSize: AKViewClass.fontSize(font),
                                              centred: element.name != "textField" || field, lowerOnHalfPoint: field && AKViewClass.controlSize(element) != "regular",
                                              font: IBFontMetrics.named(font?["name"]))
            let raise = insets == nil ? AKViewClass.fieldBaselineRaise(element, height: frame.height)
                : AKViewClass.bezelBaselineRaise(element, modern: modern)
            record.baselines = (lines.first - raise, lines.last + raise)
        }
        if let frame, let line = AKViewClass.sliderBaseline(element) {
            // Measured up from the alignment rectangle's bottom, as text's last baseline is.
            let inset = insets ?? .zero
            record.baselines = (frame.height - inset.top - inset.bottom - line, line)
        }
        return record
    }

    /// AppKit's `<autoresizingMask>` in the scene's top-left terms: `minY`
    /// is the bottom margin in a superview that is not flipped, and a view
    /// with no flexible part on an axis keeps its distance to the origin
    /// (the bottom, unless flipped).
    static func appKitMask(_ element: IBElement, flippedParent: Bool) -> [String] {
        let m = element.child("autoresizingMask", key: "autoresizingMask")
        let flag: (String) -> Bool = { m?.flag($0) == true }
        var mask: [String] = []
        if flag("flexibleMinX") { mask.append("flexibleLeftMargin") }
        if flag("widthSizable") { mask.append("flexibleWidth") }
        if flag("flexibleMaxX") { mask.append("flexibleRightMargin") }
        let (low, high) = flippedParent ? ("flexibleTopMargin", "flexibleBottomMargin") : ("flexibleBottomMargin", "flexibleTopMargin")
        let vertical = ["flexibleMinY", "heightSizable", "flexibleMaxY"].contains(where: flag)
        if flag("flexibleMinY") { mask.append(low) }
        if flag("heightSizable") { mask.append("flexibleHeight") }
        if flag("flexibleMaxY") || !vertical { mask.append(high) }
        return mask.sorted { order($0) < order($1) }
    }

    private static func order(_ name: String) -> Int {
        ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight", "flexibleBottomMargin"]
            .firstIndex(of: name) ?? 6
    }

    /// The document's placeholder first, a size AppKit fixes, then the saved
    /// frame (less the alignment insets) as the witness of what Xcode
    /// measured; said in `estimates` either way.
    mutating func appKitIntrinsicSize(_ element: IBElement, id: String, frame: IBRect?, insets: IBInsets, misplaced: Bool) -> (Double?, Double?) {
        if let placeholder = placeholderSize(element, id: id) { return placeholder }
        if let fixed = AKViewClass.fixedSize(element) {
            estimates.append("\(id): \(Self.size(fixed.0, fixed.1)), the fixed size of a \(element.name) (\(AKViewClass.controlSize(element)))")
            return fixed
        }
        var width = AKViewClass.sizedByContent.contains(element.name)
        var height = width || AKViewClass.sizedByContentHeight.contains(element.name)
        switch element.name {
        case "textField":
            // A label sizes to its text; a field that edits has no intrinsic width.
            width = !AKViewClass.isEditable(element)
            height = true
        case "box" where AKViewClass.isSeparator(element):
            // A separator is one point thick across its length.
            let vertical = (frame?.height ?? 0) > (frame?.width ?? 0)
            (width, height) = (vertical, !vertical)
        case "gridView":
            // A grid's rows and columns take its cells' sizes, so its own size
            // is its content's (docs/importers.md, "AppKit documents").
            (width, height) = (true, true)
        case "slider", "progressIndicator":
            // A track stretches along its length.
            let vertical = element.flag("vertical") == true || AKViewClass.cell(element)?.flag("vertical") == true
            (width, height) = (vertical, !vertical)
        default:
            break
        }
        guard width || height else { return (nil, nil) }
        guard setting.sizesFromSavedFrames else { return (nil, nil) }
        guard let frame, !misplaced, element.flag("ambiguous") != true else {
            // A rounded push button or pop-up is as high as its bezel whatever Xcode
            // flags: its saved height is still the witness (docs/importers.md, "AppKit
            // documents"). Without it Beagle IM's, HandBrake's and OpenInTerminal's
            // scroll views and buttons below such controls came out ambiguous.
            if height, let frame, AKViewClass.hasBezelHeight(element) {
                warn(element, (misplaced ? "misplaced view" : "flagged ambiguous")
                     + ": its saved frame is no witness of its content width; its height is its bezel's")
                let size = frame.height - insets.top - insets.bottom
                estimates.append("\(id): \(Self.size(nil, size)), the height of its bezel, from the frame Xcode saved")
                return (nil, size)
            }
            warn(element, misplaced ? "misplaced view: its saved frame is no witness of its content size; none assumed"
                                     : "no witness of the content size (no frame, or flagged ambiguous); none assumed")
            return (nil, nil)
        }
        let size: (Double?, Double?) = (width ? frame.width - insets.left - insets.right : nil,
                                        height ? frame.height - insets.top - insets.bottom : nil)
        estimates.append("\(id): \(Self.size(size.0, size.1)) from the frame Xcode saved (the witness of its content)")
        return size
    }
}
