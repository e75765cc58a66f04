/// What a scene's root is laid out in: the device, the bars Interface Builder
/// simulates and the size classes chosen.
struct IBSceneSetting {
    var device: IBDevice?
    var traits: IBTraits
    /// A view controller's view: it gets the device's safe area and the
    /// system's minimum margins.
    var controller: Bool
    var topBar: Double = 0
    var bottomBar: Double = 0
    /// `<nil key="simulatedStatusBarMetrics"/>`: no status bar is simulated.
    var statusBar = true
    /// `<viewControllerLayoutGuide type id>`: (id, type, line).
    var legacyGuides: [(String, String, Int)] = []
    /// An AppKit document: AppKit's classes, coordinates and stack views.
    var appKit = false
    /// A window's content view: the window holds it at its size only at
    /// the priority it keeps its size by, so content may resize it.
    var windowContent = false
    /// Content-sized views take their saved frame's size as intrinsic size.
    var sizesFromSavedFrames = true
    /// Views Xcode flagged ambiguous get a content size (see `IBImporter`).
    var contentSizesOfFlaggedViews = true
    /// The document's `toolsVersion`: the Xcode that saved the frames.
    var toolsVersion: Double = 0
    /// An AppKit document whose push buttons have macOS 11's metrics (`AKControlGeneration`).
    var modernPushButtons = false
    /// A top-level view of a xib.
    var topLevel = false
    /// A xib's top-level view that is neither a cell nor shown as a screen,
    /// designed on a notched device: laid out under the notch (see `safeArea`).
    var underNotch = false
    /// A xib's top-level view that is not shown as a screen, designed on a
    /// device without a notch, whose safe area Xcode still starts below
    /// the simulated status bar: every such view from Xcode 14.3, tall ones
    /// before Xcode 10.2 (see `IBImporter.underStatusBar`).
    var underStatusBar = false
    /// Such a view wider than its device, or as wide from Xcode 15: above
    /// the home indicator too.
    var aboveHomeIndicator = false
    /// A controller's view of freeform size shorter than its notched
    /// device and no wider (a File's Owner's view in a xib, a storyboard
    /// controller's `freeformSize`): before Xcode 14 (toolsVersion 21000)
    /// the notch above it and no home indicator below, as a xib's own
    /// freeform views (corona-warn-app's QRScannerTooltipViewController,
    /// nhs-covid's ErrorView and Drawer, vlc's VLCNetworkLoginViewController,
    /// simplenote's SPNoteHistoryViewController); pocket-casts'
    /// SleepTimerViewController of Xcode 15 keeps it (docs/importers.md,
    /// "Interface Builder documents").
    var shortFreeform = false
    /// A storyboard controller's view of no freeform size saved shorter
    /// than its notched phone (a page sheet, a view above its bars): from
    /// Xcode 13 (toolsVersion 19000) no home indicator below it, as
    /// element's, adguard's, habitica's and green's saved frames show;
    /// corona-warn-app's and erouska's, of Xcode 11 and 12, keep it
    /// (docs/importers.md, "Short controllers of Xcode 13 and later").
    var shortOfScreen = false

    /// A storyboard controller saved at the height of iOS 13's page sheet
    /// on a notched phone (the screen less the notch and 10 points), or
    /// shown in a navigation controller presented as a sheet: the sheet
    /// starts below the status bar or notch, so neither insets its top
    /// (docs/importers.md, "Interface Builder documents").
    var pageSheet = false

    /// A storyboard controller of Xcode 15.3 (toolsVersion 23727) or later
    /// that no segue presents: on a notched phone it is laid out with
    /// twice the notch's inset above it, as those Xcodes keep twice the
    /// home indicator's below (see `IBDevice`): 96 on the 48-point phone
    /// (iqkeyboardmanager), 118 on the 59-point one (gomap's Main and
    /// Panoramax storyboards, Tests/Corpus/ib). A presented controller
    /// keeps the single inset (gomap's GpxConfigureViewController). A
    /// xib's File's Owner view shown as a screen has it too (osmand's and
    /// VLC's controllers, gomap's DirectionViewController; docs/importers.md,
    /// "Interface Builder documents").
    var topInsetTwice = false

    /// `translucent="NO"` on the simulated navigation bar: the view is laid
    /// out below the bar, not under it.
    var opaqueTopBar = false
    /// A storyboard controller of a document that names no device (Xcode 7
    /// and older, the 600 × 600 canvas of size classes): Xcode still draws
    /// the status bar and the simulated or inferred bars over it
    /// (docs/importers.md, "Storyboards without a device").
    var devicelessCanvas = false
    /// A storyboard controller whose `edgesForExtendedLayout` leaves out
    /// the bottom edge, saved short enough to end above its tab bar or
    /// toolbar: the bar covers the home indicator, so neither insets its
    /// bottom (docs/importers.md, "Toolbars").
    var endsAboveBottomBar = false
    /// The root's frame on another device than the one it was designed on.
    var rootFrame: IBRect?

    /// How far the legacy top and bottom layout guides reach into the
    /// root: its safe area, or on a canvas without a device the status bar
    /// and top bar, which iOS 9's root margins never took in.
    var legacyGuideInsets: IBInsets {
        guard device == nil, controller, devicelessCanvas else { return safeArea }
        let top: Double = opaqueTopBar && topBar > 0 ? 0 : (statusBar ? 20 : 0)
        return IBInsets(top: top + topBar, left: 0, bottom: 0, right: 0)
    }

    /// The root's safe-area insets.
    var safeArea: IBInsets {
        // A freeform top-level view of a xib on a notched device has the
        // notch above it (swiftmessages' 600 × 154 MessageView, corona-warn-app's
        // 468-wide HomeLinkCardView, element's 414-wide banners) but the home
        // indicator below it only when it is wider than the device, or as
        // wide from Xcode 15 (swiftmessages, corona-warn-app; element's
        // CoachMarkView, loop's HUD views, narrower, have none). insetsLayoutMarginsFromSafeArea "NO"
        // keeps a view's own margins (corona-warn-app's HomeTextItemView).
        if let device, !controller, underStatusBar, device.safeBottom == 0 {
            return IBInsets(top: device.safeTop, left: 0, bottom: 0, right: 0)
        }
        guard let device, controller || (underNotch && device.safeBottom > 0) else { return .zero }
        // Without a simulated status bar only a notch still insets the top.
        var top = statusBar || device.safeBottom > 0 ? device.safeTop : 0
        if pageSheet { top = 0 }
        if topInsetTwice && device.safeBottom > 0 && !device.pad { top *= 2 }
        if opaqueTopBar && topBar > 0 { top = -topBar }
        var bottom = controller || aboveHomeIndicator ? device.safeBottom + bottomBar : 0
        if controller && shortFreeform && toolsVersion < 21000 { bottom = bottomBar }
        if controller && shortOfScreen && toolsVersion >= 19000 { bottom = bottomBar }
        if endsAboveBottomBar && bottomBar > 0 { bottom = 0 }
        return IBInsets(top: top + topBar, left: device.safeSides, bottom: bottom, right: device.safeSides)
    }
}

/// Walks one root view element and everything under it into the views,
/// guides and constraints of a scene.
struct IBSceneBuilder {
    let setting: IBSceneSetting
    var views: [IBViewRecord] = []
    var index: [String: Int] = [:]
    /// Guides: id → (owner, kind, line).
    var guides: [(id: String, owner: String, kind: String, line: Int)] = []
    var guideOwner: [String: String] = [:]
    var constraints: [IBConstraintRecord] = []
    var warnings: [IBWarning] = []
    /// How intrinsic sizes were found, one line per view that has one.
    var estimates: [String] = []
    /// Sizes-class masks: ids of constraints and subviews left out here.
    var inactive: Set<String> = []
    var constantOverride: [String: Double] = [:]
    /// `<constraints>` elements with the view that holds them.
    var pending: [(owner: String, element: IBElement)] = []
    var stacks: [(id: String, element: IBElement, arranged: [String])] = []
    /// AppKit grid views with the view of each cell, by cell id.
    var grids: [(id: String, element: IBElement, cellViews: [String: String])] = []
    /// Scroll views' content guides, made where constraints need one.
    var contentGuide: [String: String] = [:]
    /// Scroll views' margins in their content area, made where constraints need them.
    var contentMarginsGuide: [String: String] = [:]
    /// Content views Xcode flags ambiguous though prototype constraints
    /// place their holder (see `AKPrototypeAmbiguity`), with the holder.
    var heldByPrototype: [(content: String, holder: String)] = []
    /// A window's content view Xcode flags ambiguous though the window
    /// places it (see `AKWindowContentAmbiguity`).
    var heldByWindow: String?
    /// A xib's top-level cell's content view that its constraints make
    /// shorter than the cell (see `IBCellContentAmbiguity`).
    var shortCellContent: (content: String, cell: String, requiredHeight: Double, saved: Double)?
    /// Tables of static cells (`dataMode="static"`).
    var staticTables: Set<String> = []
    /// Views of static cells below their table's bottom, with the cell
    /// (see `IBCellsBelowTheTable`).
    var belowTheTable: [(view: String, cell: String)] = []
    var ids: Set<String> = []
    var suffixes = SuffixSearch()
    /// `<resources><image name width height>`: sizes of the document's images.
    var imageSizes: [String: (Double, Double)] = [:]
    /// `<designables><designable name>`: the intrinsic sizes Xcode measured
    /// for views of designable classes, by view id (nil: none on that axis).
    var designableSizes: [String: (Double?, Double?)] = [:]

    init(setting: IBSceneSetting) { self.setting = setting }

    /// Elements that hold views without being one.
    static let containers: Set<String> = ["subviews", "prototypes", "cells", "sections", "tableViewSection"]
    /// Keys under which a view element is a view of its parent.
    static let viewKeys: Set<String> = ["contentView", "backgroundView", "selectedBackgroundView",
                                         "tableHeaderView", "tableFooterView", "inputAccessoryView",
                                         "sectionHeaderView", "sectionFooterView"]
    /// Children that say nothing about layout (colours, text, connections…).
    static let quiet: Set<String> = [
        "rect", "autoresizingMask", "color", "fontDescription", "state", "string", "connections", "edgeInsets",
        "directionalEdgeInsets", "variation", "userDefinedRuntimeAttributes", "accessibility", "imageReference",
        "constraints", "viewLayoutGuide", "textInputTraits", "attributedString", "nil", "size", "point",
        "segments", "inset", "real", "integer", "dataDetectorType", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "buttonConfiguration", "backgroundConfiguration", "preferredSymbolConfiguration",
        "gestureRecognizers", "items", "textAttributes", "offsetWrapper", "navigationItem", "cellDisplayMetrics",
        "collectionViewFlowLayout", "collectionViewLayout", "date", "locale", "mutableString", "accessibilityConfiguration",
        "imageView", "label", "paragraphStyle", "scrollEdgeAppearance", "standardAppearance", "compactAppearance",
        "tabBarItem", "barButtonItem", "attributedTitle", "font", "rgbColor", "calendar", "wkWebViewConfiguration",
        "audiovisualMediaTypes", "dataDetectorTypes", "range", "textContainer", "integerOptionSet",
    ]

    static func isView(_ element: IBElement) -> Bool {
        element.child("rect", key: "frame") != nil
    }

    // MARK: views

    mutating func build(root: IBElement) {
        collectVariations(root)
        walk(root, parent: nil, parentElement: nil, origin: (0, 0))
        addLegacyGuides()
        for (owner, element) in pending { addConstraints(element, owner: owner) }
        findShortCellContent()
        if !setting.appKit {
            belowTheTable = IBCellsBelowTheTable.flagged(views, staticTables: staticTables, toolsVersion: setting.toolsVersion)
        }
        holdUnconstrainedFixedFrames()
        // Interface Builder checks every scroll view's scrollable content
        // size, so each gets its content area, sized by nothing but what
        // the document says (content pinned to its edges, guide constraints),
        // except an empty one without content layout guides outside a cell
        // (docs/importers.md, "Interface Builder documents").
        for k in views.indices where views[k].element == "scrollView" && !contentUnchecked(k) {
            _ = scrollContentGuide(k)
        }
        for stack in stacks { addStackConstraints(stack.id, stack.element, arranged: stack.arranged) }
        addGuideConstraints()
        addLegacyGuideConstraints()
    }

    /// A xib's top-level cell whose content view its required constraints
    /// make shorter than the cell (see `IBCellContentAmbiguity`).
    mutating func findShortCellContent() {
        guard let cell = views.first, cell.parent == nil, cell.element == "tableViewCell",
              let content = views.first(where: { $0.parent == cell.id && $0.element == "tableViewCellContentView" }),
              let saved = content.frame?.height else { return }
        let subviews = Set(views.filter { $0.parent == content.id }.map(\.id))
        let required = IBCellContentAmbiguity.requiredHeight(of: content.id, subviews: subviews, constraints: constraints)
        if let required, IBCellContentAmbiguity.flags(requiredHeight: required, saved: saved) {
            shortCellContent = (content.id, cell.id, required, saved)
        }
    }

    /// A view at a fixed frame that no constraint places or sizes (only
    /// its subviews' constraints name it) gets Interface Builder's
    /// prototype constraints at build time: it stays where saved
    /// (docs/importers.md, "Views at a fixed frame").
    mutating func holdUnconstrainedFixedFrames() {
        for k in views.indices where views[k].fixedFrame && !views[k].translates && views[k].parent != nil && views[k].frame != nil {
            let id = views[k].id
            let placing = constraints.contains { c in
                guard c.names(id) else { return false }
                let others = [c.first, c.second].compactMap { $0 }.map { String($0.split(separator: ".").first ?? "") }.filter { $0 != id }
                return others.isEmpty || others.contains { !isDescendant($0, of: id) }
            }
            guard !placing else { continue }
            views[k].translates = true
            views[k].mask = []
        }
    }

    mutating func walk(_ element: IBElement, parent: String?, parentElement: IBElement?, origin: (Double, Double)) {
        let id = uniqueID(element["id"], element: element, parent: parent)
        guard !inactive.contains(id) else { return }
        var record = makeRecord(element, id: id, parent: parent, parentElement: parentElement)
        if parent == nil, setting.opaqueTopBar, setting.topBar > 0, let device = setting.device, let frame = record.frame,
           frame.y > 0, frame.y + frame.height > device.height {
            // Below an opaque bar the root ends at the screen's bottom: its
            // saved height is the screen's, stale (rxswift, xlpagertabstrip).
            record.frame?.height = device.height - frame.y
        }
        if let frame = record.frame {
            record.frameInRoot = parent == nil ? IBRect(x: 0, y: 0, width: frame.width, height: frame.height)
                : IBRect(x: origin.0 + frame.x, y: origin.1 + frame.y, width: frame.width, height: frame.height)
        }
        let here = record.frameInRoot.map { ($0.x, $0.y) } ?? origin
        record.margins = margins(element, record)
        register(record)
        if element.name == "tableView", element["dataMode"] == "static" { staticTables.insert(id) }
        var arranged: [String] = []
        for child in element.children {
            if Self.containers.contains(child.name) {
                if child.name == "subviews", element.name == "stackView" {
                    arranged = child.children.compactMap { $0["id"] }.filter { !inactive.contains($0) }
                }
                walkContainer(child, owner: id, ownerElement: element, origin: here)
            } else if let key = child["key"], Self.viewKeys.contains(key), Self.isView(child) {
                walk(child, parent: id, parentElement: element, origin: here)
                if key == "contentView", element.name.hasSuffix("Cell"), let k = views.firstIndex(where: { $0.line == child.line }) {
                    addCellContentConstraints(views[k], cell: id, accessory: Self.accessory(element))
                }
            } else if child.name == "constraints" {
                pending.append((id, child))
            } else if child.name == "viewLayoutGuide" || child.name == "keyboardLayoutGuide" {
                addGuide(child, owner: id)
            } else if Self.isView(child) {
                warn(child, "a view under key '\(child["key"] ?? "")' is not laid out")
            }
        }
        if element.name == "stackView" { stacks.append((id, setting.traits.resolving(element), arranged)) }
    }

    /// Whether `id` is a stack view or lies inside one.
    func insideStack(_ id: String?) -> Bool {
        var next = id
        while let current = next, let k = index[current] {
            if views[k].className == "UIStackView" { return true }
            next = views[k].parent
        }
        return false
    }

    mutating func register(_ record: IBViewRecord) {
        index[record.id] = views.count
        views.append(record)
        ids.insert(record.id)
    }

    /// The views of `<subviews>`, of a table's `<prototypes>` or of a static
    /// table's sections, all children of `owner`.
    mutating func walkContainer(_ container: IBElement, owner: String, ownerElement: IBElement, origin: (Double, Double)) {
        for child in container.children {
            if Self.isView(child) || container.name == "subviews" {
                walk(child, parent: owner, parentElement: ownerElement, origin: origin)
            } else if Self.containers.contains(child.name) {
                walkContainer(child, owner: owner, ownerElement: ownerElement, origin: origin)
            } else if !Self.quiet.contains(child.name) {
                warn(child, "not a view: left out of the layout")
            }
        }
    }

    mutating func makeRecord(_ element: IBElement, id: String, parent: String?, parentElement: IBElement?) -> IBViewRecord {
        var frame = parent == nil ? setting.rootFrame ?? IBRect(element.child("rect", key: "frame")) : IBRect(element.child("rect", key: "frame"))
        if frame == nil, let parent, let outer = index[parent].flatMap({ views[$0].frame }) {
            // Old documents leave out the frame of a view that fills its superview.
            frame = IBRect(x: 0, y: 0, width: outer.width, height: outer.height)
            warn(element, "no frame saved: taken as its superview's bounds")
        }
        let arranged = parentElement?.name == "stackView"
        // A cell sizes its content view with constraints of its own (see `addCellContentConstraints`).
        let cellContent = element["key"] == "contentView" && (parentElement?.name.hasSuffix("Cell") ?? false)
        // A table's header and footer and a table's or collection's cells are
        // placed by their table or collection view by frame, whatever the
        // flag says ("Views a table or collection view places").
        let placedByFrame = ["tableHeaderView", "tableFooterView"].contains(element["key"] ?? "")
            || ["tableViewCell", "collectionViewCell"].contains(element.name)
        var translates = parent != nil && (placedByFrame || element.flag("translatesAutoresizingMaskIntoConstraints") != false)
            && !arranged && !cellContent
        if translates && frame == nil {
            warn(element, "a view that keeps its autoresizing mask has no frame: left to its constraints")
            translates = false
        }
        var mask: [String] = []
        if let m = element.child("autoresizingMask", key: "autoresizingMask") {
            let names = [("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
                         ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
                         ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin")]
            mask = names.filter { m.flag($0.0) == true }.map(\.1)
        }
        var record = IBViewRecord(element, id: id, parent: parent, className: IBViewClass.className(element.name),
                                  frame: frame, translates: translates, mask: mask)
        record.fixedFrame = element.flag("fixedFrame") == true && !arranged
        if !setting.appKit {
            record.hugging = (Self.contentPriority(record.hugging.0), Self.contentPriority(record.hugging.1))
            record.compression = (Self.contentPriority(record.compression.0), Self.contentPriority(record.compression.1))
        }
        record.intrinsic = intrinsicSize(element, id: id, frame: frame, misplaced: record.misplaced,
                                         inStack: arranged || insideStack(parent))
        if element.name == "tableViewCell" { record.accessory = Self.accessory(element) }
        record.alignment = IBViewClass.alignmentInsets(element, toolsVersion: setting.toolsVersion,
                                                       frame: record.misplaced ? nil : frame)
        record.appearance = IBAppearance.of(element)
        if IBViewClass.text.contains(element.name), let frame {
            let size = IBViewClass.pointSize(element)
            record.baselines = IBViewClass.baselines(height: frame.height, pointSize: size, centred: element.name != "label",
                                                      font: IBViewClass.fontMetrics(element))
        }
        return record
    }

    /// UIKit's content hugging or compression resistance as the solver
    /// takes it: written 1000, it yields to the view's required constraints
    /// without a conflict, so it sits just below required, above every
    /// priority a document can write (docs/importers.md, "Required content
    /// priorities").
    static func contentPriority(_ written: Double) -> Double {
        written >= 1000 ? nearlyRequired : written
    }

    /// Just short of required and above every priority a document can
    /// write (999): what UIKit holds at "required" yet lets a document's
    /// own required constraints win over without a conflict (content
    /// priorities of 1000, a hidden arranged view's place, a cell's height).
    static let nearlyRequired = 999.5

    /// A view's id as the scene's id rule allows; Interface Builder's own
    /// ids already do. A cell's content view may have none in old documents.
    mutating func uniqueID(_ given: String?, element: IBElement, parent: String?) -> String {
        var id = given ?? "\(parent ?? "view")-\(element["key"] ?? element.name)"
        id = String(id.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." ? $0 : "_" })
        if id.first == "." { id = "_" + id.dropFirst() }
        if id.count > 128 { id = String(id.prefix(128)) }
        if ids.contains(id) {
            let base = id
            id = suffixes.first(base, candidate: { "\(base)-\($0)" }, taken: ids.contains)
        }
        if let given, id != given { warn(element, "id '\(given)' renamed '\(id)' for the scene") }
        return id
    }

    mutating func warn(_ element: IBElement, _ message: String) {
        warnings.append(IBWarning(line: element.line, element: element.name, message: message))
    }

    // MARK: size-class masks

    /// Applies every `<variation>` mask that matches the scene's traits, the
    /// least specific first, so `default` excludes can be undone by a
    /// trait's includes.
    mutating func collectVariations(_ root: IBElement) {
        var masks: [(Int, IBElement)] = []
        var constants: [(Int, String, Double)] = []
        func visit(_ element: IBElement, constraintID: String?) {
            for child in element.children {
                if child.name == "variation", let key = child["key"] {
                    guard let rank = setting.traits.specificity(of: key) else { continue }
                    if let constraintID, let constant = child.number("constant") {
                        constants.append((rank, constraintID, constant))
                    }
                    masks.append((rank, child))
                } else {
                    visit(child, constraintID: child.name == "constraint" ? child["id"] : nil)
                }
            }
        }
        visit(root, constraintID: nil)
        for (_, variation) in masks.sorted(by: { $0.0 < $1.0 }) {
            for mask in variation.children("mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { inactive.insert(reference) }
                    if entry.name == "include" { inactive.remove(reference) }
                }
            }
        }
        for (_, id, constant) in constants.sorted(by: { $0.0 < $1.0 }) { constantOverride[id] = constant }
    }
}
