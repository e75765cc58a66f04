import JSON
import LayoutScene

/// One scene of an Interface Builder document.
public struct IBScene: Sendable {
    /// The storyboard scene's title, the view controller's or view's custom
    /// class, else its id; a size class other than the device's in brackets.
    public var name: String
    /// The `<variation>` key this scene applies, nil for the device's own traits.
    public var sizeClass: String?
    public var json: JSONValue
    /// The scene decoded; nil when even the cleaned scene was refused.
    public var document: SceneDocument?
    /// Document lines of views and constraints, by scene id.
    public var lines: [String: Int]
    /// `label`s (userLabel) and classes, by view id, for messages.
    public var labels: [String: String]
    public var classes: [String: String]
    /// Views Xcode saved as ambiguous or misplaced.
    public var flaggedAmbiguous: [String]
    public var flaggedMisplaced: [String]
    /// Hidden views: not drawn, so neither misplaced nor clipped in Xcode's eyes.
    public var hidden: Set<String>
    /// How each intrinsic size was found.
    public var estimates: [String]
    /// Scroll views' content layout guides (the document's or made), by
    /// guide id: the scroll view they belong to.
    public var scrollContent: [String: String] = [:]
    /// Views whose subviews scroll (scroll, table, collection and text
    /// views; AppKit's clip views): a subview past their bounds is content
    /// to scroll to, not clipped.
    public var scrolling: Set<String> = []
    /// The framework the document was made for; AppKit's saved frames are
    /// y-up, the scene's are top-left (converted on import).
    public var platform: IBPlatform = .uiKit
    /// Views Xcode flags ambiguous whose frames the constraints determine
    /// all the same (see `AKPrototypeAmbiguity`), by the view that holds
    /// them: reported, not freed.
    public var ambiguousInXcode: [String: String] = [:]
    /// Of those, a xib cell's content view that its constraints make
    /// shorter than the cell (see `IBCellContentAmbiguity`): the height
    /// they make and the one saved.
    public var shortCellContent: [String: CellContentHeights] = [:]
    /// Of those, views of a static cell below its table's bottom (see
    /// `IBCellsBelowTheTable`); the cell is their holder.
    public var belowTheTable: Set<String> = []
}

/// The heights of a cell's content view: what its required constraints make, and the cell's.
public struct CellContentHeights: Sendable, Equatable {
    public var required: Double
    public var saved: Double
}

public enum IBPlatform: String, Sendable {
    case uiKit = "UIKit"
    case appKit = "AppKit"
}

extension IBPlatform {
    /// How far a tie may move a frame and still be an exact fit (points):
    /// the most a size Interface Builder saved rounded is off by, plus a
    /// thousandth for the cells' frames it saves in single precision
    /// (75.666664123535156 for 75⅔). UIKit saves on the pixel grid of a 3x
    /// screen (half a pixel is a sixth of a point), AppKit whole points
    /// (docs/scenes.md, "Ambiguity"). UIKit's is 1/6 + 0.001 to the six
    /// places a scene's numbers are written with, so the scene an import
    /// writes, read back, fits exactly as the imported one.
    public var exactFitTolerance: Double {
        switch self {
        case .uiKit: 0.167667
        case .appKit: 0.5 + 1e-3
        }
    }
}

/// A whole `.xib` or `.storyboard` made scenes (docs/importers.md, "Interface Builder documents").
public struct IBImport: Sendable {
    public static let format = "layoutd.import/1"
    public var source: String
    public var kind: String
    public var scenes: [IBScene]
    public var warnings: [IBWarning]
    /// Why the document made no scene (menus only, a SwiftUI host, a
    /// platform not modelled); nil when it made one.
    public var noSceneReason: String? = nil
    /// The device the document was designed on (`retina6_12`,
    /// `ipad12_9:landscape`), nil when it names none the table has.
    public var designDevice: String? = nil
}

public struct IBImporter: Sendable {
    public var reader = IBXMLReader()
    /// Whether a content-sized view without a size in the document takes
    /// its saved frame's size as its intrinsic size (the benchmark measures
    /// with and without).
    public var sizesFromSavedFrames = true
    /// Whether a view Xcode flagged ambiguous gets a content size (its text
    /// measured from its font, its image's, the document's designables). The
    /// benchmark asks without to tell a flag its content could explain from
    /// one its constraints rule out (`IBFidelity.FlagDisagreement`).
    public var contentSizesOfFlaggedViews = true
    /// Lays screens out on this device instead of the one the document was
    /// designed on (`layoutd check --device`); its safe area is taken for
    /// the document's tools version.
    public var device: IBDevice?
    /// Views summed over every scene the document makes: each size-class
    /// variation copies its scene, so a small document could otherwise make
    /// gigabytes of scenes.
    public var maximumViews = 50_000
    /// Past this instant reading and building stop (nil: never); the
    /// reader's own deadline is set from it.
    public var deadline: ContinuousClock.Instant? {
        get { reader.deadline }
        set { reader.deadline = newValue }
    }

    public init(device: IBDevice? = nil) {
        self.device = device
    }

    /// Whether bytes are meant as an Interface Builder document: XML (an
    /// `<?xml` declaration or a `<document>` root first), or naming
    /// Interface Builder's document type near the start. Console lines may
    /// start with `<NSLayoutConstraint`, so a bare `<` is not enough.
    public static func looksLikeDocument(_ bytes: [UInt8]) -> Bool {
        // A document in UTF-16 or UTF-32 is still told as one (its ASCII
        // bytes read alike), so that the reader can say which encoding it is.
        let sample = UnicodeForm.wideEncoding(of: bytes) == nil
            ? Array(bytes.prefix(4096)) : bytes.prefix(16384).filter { $0 != 0 && $0 < 0x80 }
        let head = String(decoding: sample.prefix(4096), as: UTF8.self)
        let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<?xml") || start.hasPrefix("<document") { return true }
        return head.contains("<document") && head.contains("com.apple.InterfaceBuilder")
    }

    public func read(_ bytes: [UInt8], source: String) throws(IBReadError) -> IBImport {
        let root = try reader.read(bytes)
        if root.name == "archive", (root["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder") {
            // Interface Builder 3's keyed archive (Xcode 3 and 4): a document,
            // but of a format that keeps no constraints and that this reader
            // does not decode. Said per document, not refused as invalid input.
            let reason = "a legacy Interface Builder 3 archive (<archive type=\"\(root["type"] ?? "")\">): not readable; "
                + "open it in a current Xcode and save it as a document"
            return IBImport(source: source, kind: "archive", scenes: [],
                            warnings: [IBWarning(line: root.line, element: "archive", message: reason)], noSceneReason: reason)
        }
        guard root.name == "document" else {
            throw IBReadError(message: "the root element is <\(root.name)>, not an Interface Builder <document>", line: root.line, column: 1)
        }
        var warnings: [IBWarning] = []
        // Xcode 15 writes three parts ("32700.99.1234"): the first is the version.
        let tools = root.toolsVersion
        let storyboard = (root["type"] ?? "").contains("Storyboard")
        if root["useAutolayout"] != "YES" {
            warnings.append(IBWarning(line: root.line, element: "document", message: "useAutolayout is off: every view keeps its autoresizing mask"))
        }
        if Self.isAppKit(root) { return try readAppKit(root, source: source, storyboard: storyboard, warnings: warnings) }
        var designDevice: IBDevice?
        if let d = root.child("device") {
            designDevice = IBDevice(id: d["id"] ?? "", orientation: d["orientation"], toolsVersion: tools)
            if designDevice == nil {
                warnings.append(IBWarning(line: d.line, element: "device", message: "device '\(d["id"] ?? "")' is not in the table: no safe area assumed"))
            }
        } else if let (id, orientation) = Self.simulatedDestination(root) {
            designDevice = IBDevice(id: id, orientation: orientation, toolsVersion: tools)
        }
        let device = self.device.flatMap {
            IBDevice(id: $0.id, orientation: $0.landscape ? "landscape" : nil, toolsVersion: tools)
        }
            ?? designDevice
        var images: [String: (Double, Double)] = [:]
        for image in root.child("resources")?.children("image") ?? [] {
            if let name = image["name"], let w = image.number("width"), let h = image.number("height") { images[name] = (w, h) }
        }
        let designables = Self.designableSizes(root)
        let traits = IBTraits(width: device?.widthClass ?? "compact", height: device?.heightClass ?? "regular")
        var roots: [(name: String, view: IBElement, setting: IBSceneSetting)] = []
        if storyboard {
            let storyboardScenes = root.child("scenes")?.children("scene") ?? []
            let navigated = Self.inferredNavigationBars(storyboardScenes)
            let presented = Self.presentedControllers(storyboardScenes)
            let tabbed = Self.inferredTabBars(storyboardScenes)
            let sheets = Self.sheetNavigationControllers(storyboardScenes)
            let popovers = Self.popoverControllers(storyboardScenes)
            for scene in storyboardScenes {
                for controller in scene.child("objects")?.children ?? [] {
                    guard let view = controller.children.first(where: { $0["key"] == "view" && IBSceneBuilder.isView($0) }) else { continue }
                    let name = controller["title"] ?? scene["userLabel"] ?? controller["userLabel"] ?? controller["customClass"]
                        ?? controller["id"] ?? scene["sceneID"] ?? "scene"
                    var s = setting(controller, device: device, traits: traits)
                    let frame = IBRect(view.child("rect", key: "frame"))
                    if let id = controller["id"], popovers.contains(id) { s.statusBar = false }
                    let barWritten = controller.children.contains { $0["key"] == "simulatedTopBarMetrics" }
                    if let id = controller["id"], let bar = navigated[id], !barWritten {
                        s.topBar = bar.height(above: controller, view: view)
                        s.opaqueTopBar = bar.opaque || Self.extendsNotUnderTopBar(controller)
                        // A sheet's navigation bar: 56 high, below the status
                        // bar or notch (Xcode 11, toolsVersion 15000, to
                        // Xcode 16; Xcode 26 draws its sheets otherwise).
                        if sheets.contains(id), let designDevice, !designDevice.pad,
                           tools >= 15000, tools < 24000 || tools >= 30000 {
                            s.topBar = 56
                            s.pageSheet = true
                        }
                    }
                    if let id = controller["id"], tabbed.contains(id),
                       !controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" }),
                       let frame, let designDevice,
                       frame.y + frame.height >= designDevice.height {
                        s.bottomBar = 49
                    }
                    if s.bottomBar > 0, Self.extendsNotUnderBottomBar(controller),
                       let frame, let designDevice,
                       frame.height + s.bottomBar <= designDevice.height {
                        // Saved short enough to end above its bar
                        // (docs/importers.md, "Toolbars").
                        s.endsAboveBottomBar = true
                    }
                    s.topInsetTwice = tools >= 23700 && tools < 30000 && !presented.contains(controller["id"] ?? "")
                    if let frame, let designDevice, designDevice.safeBottom > 0,
                       !designDevice.pad, !designDevice.landscape, frame.height == designDevice.height - designDevice.safeTop - 10 {
                        // corona-warn-app's ExposureDetectionViewController
                        // and element's RoomContextPreviewViewController, 842
                        // high on the 896-point phones, are saved so.
                        s.pageSheet = true
                    }
                    if let frame, let designDevice, designDevice.safeBottom > 0,
                       !designDevice.pad, !designDevice.landscape, frame.height < designDevice.height,
                       !controller.children.contains(where: { $0.name == "size" && $0["key"] == "freeformSize" }),
                       !(s.opaqueTopBar && s.topBar > 0 && frame.height + designDevice.safeTop + s.topBar >= designDevice.height) {
                        // Short of the screen's bottom: no home indicator
                        // from Xcode 13; a view short only by the opaque bar
                        // above it still reaches the bottom (docs/importers.md,
                        // "Short controllers of Xcode 13 and later").
                        s.shortOfScreen = true
                    }
                    if let frame, let designDevice, designDevice.safeBottom == 0,
                       designDevice.safeTop > 0, frame.height == designDevice.height - designDevice.safeTop {
                        // Saved below the status bar, so not under it
                        // (docs/importers.md, "Controllers saved below the
                        // status bar").
                        s.statusBar = false
                    }
                    // No device named: Xcode 7's canvas, status bar and
                    // bars drawn (docs/importers.md, "Storyboards without a device").
                    if device == nil, root.child("device") == nil, tools < 14800 { s.devicelessCanvas = true }
                    roots.append((name, view, s))
                }
            }
        } else {
            let objects = root.child("objects")?.children ?? []
            let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children.first { $0["property"] == "view" }?["destination"]
            for element in objects where IBSceneBuilder.isView(element) {
                let isControllerView = element["id"] != nil && element["id"] == ownerView
                let name = element["userLabel"] ?? element["customClass"]
                    ?? (isControllerView ? owner?["customClass"] : nil) ?? element["id"] ?? element.name
                var s = IBSceneSetting(device: device, traits: traits, controller: isControllerView)
                s.topLevel = true
                if let c = element["customClass"], c.hasSuffix("Controller") { s.controller = true }
                // A full-screen top-level view with a safe area is shown as a
                // screen; on a notched device only if it is as tall as the
                // screen too (element's 414-wide banners and footers keep
                // no home indicator below them).
                let frame = IBRect(element.child("rect", key: "frame"))
                // Whether Xcode starts this view's safe area below the
                // simulated status bar (docs/importers.md, "Status bars over
                // a xib's views").
                let underStatusBar = frame.map { Self.underStatusBar(height: $0.height, toolsVersion: tools) } ?? true
                if let designDevice, let frame, frame.width == designDevice.width,
                   designDevice.safeBottom == 0 || frame.height >= designDevice.height,
                   !element.name.hasSuffix("Cell"), element.child("viewLayoutGuide", key: "safeArea") != nil {
                    s.controller = true
                    // Shown as a screen, but a view of its own: under the
                    // status bar only where Xcode draws it over such a view,
                    // whatever its own simulated status bar says, where a
                    // controller's view keeps it.
                    if !isControllerView, designDevice.safeBottom == 0, !underStatusBar { s.statusBar = false }
                }
                if !s.controller, element.name != "tableViewCell" { s.underStatusBar = underStatusBar }
                // A simulated navigation bar written on a view shown as a
                // screen is drawn as a controller's (docs/importers.md,
                // "Interface Builder documents").
                if s.controller, let bar = element.children.first(where: { $0["key"] == "simulatedTopBarMetrics" && $0.name == "simulatedNavigationBarMetrics" }) {
                    s.topBar = 44
                    s.opaqueTopBar = bar["translucent"] == "NO"
                }
                if s.controller, let designDevice, let frame, frame.height < designDevice.height, frame.width <= designDevice.width,
                   element.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }) {
                    s.shortFreeform = true
                }
                if !s.controller, !element.name.hasSuffix("Cell"), let designDevice, designDevice.safeBottom > 0 {
                    s.underNotch = true
                    // Xcode 15 (toolsVersion 22000) and later draw the home
                    // indicator below a view as wide as the device too:
                    // entourage's MJNavBackView, simplenote's BannerView;
                    // Xcode 12 to 14 saved them without it (element's, tinode's)
                    // (docs/importers.md, "Interface Builder documents").
                    let width = frame?.width ?? 0
                    s.aboveHomeIndicator = width > designDevice.width
                        || (tools >= 22000 && width == designDevice.width)
                }
                // A controller's xib view is laid out as a storyboard's
                // unpresented controller: twice the notch from Xcode 15.3.
                if isControllerView, s.controller { s.topInsetTwice = tools >= 23700 && tools < 30000 }
                roots.append((name, element, s))
            }
            for element in objects where !IBSceneBuilder.isView(element) && element.name != "placeholder" {
                if element.children.contains(where: { $0["key"] == "view" && IBSceneBuilder.isView($0) }) {
                    let view = element.children.first { $0["key"] == "view" && IBSceneBuilder.isView($0) }!
                    roots.append((element["customClass"] ?? element["id"] ?? element.name, view, setting(element, device: device, traits: traits)))
                }
            }
        }
        var scenes: [IBScene] = []
        var names: Set<String> = []
        var viewsMade = 0
        for (name, view, designed) in roots {
            var setting = resized(designed, view, from: designDevice)
            setting.sizesFromSavedFrames = sizesFromSavedFrames
            setting.contentSizesOfFlaggedViews = contentSizesOfFlaggedViews
            setting.toolsVersion = tools
            var unique = name
            if names.contains(unique) { unique = "\(name) (\(view["id"] ?? "\(view.line)"))" }
            names.insert(unique)
            for (key, line) in Self.unknownVariationKeys(view) {
                warnings.append(IBWarning(line: line, element: "variation", message: "variation key '\(key)' is not a size class UIKit defines: left out"))
            }
            let keys = Self.variationKeys(view).filter { setting.traits.specificity(of: $0) == nil }
            viewsMade += Self.viewCount(view) * (1 + keys.count)
            if viewsMade > maximumViews {
                throw IBReadError(message: "the document makes more than \(maximumViews) views across its scenes (each size-class variation copies its scene)",
                                  line: view.line, column: 1, kind: .tooLarge)
            }
            if let deadline, ContinuousClock.now >= deadline {
                throw IBReadError(message: "the scenes were not built before the deadline", line: view.line, column: 1, kind: .stopped)
            }
            var made = Self.scene(unique, view, setting, images: images, designables: designables, sizeClass: nil)
            warnings += made.1
            scenes.append(made.0)
            for key in keys {
                var other = setting
                other.traits = setting.traits.adopting(key)
                made = Self.scene("\(unique) [\(key)]", view, other, images: images, designables: designables, sizeClass: key)
                scenes.append(made.0)
            }
        }
        let reason = scenes.isEmpty ? Self.noSceneReason(root) : nil
        if let reason { warnings.append(IBWarning(line: root.line, element: "document", message: "no scene: \(reason)")) }
        return IBImport(source: source, kind: storyboard ? "storyboard" : "xib", scenes: scenes, warnings: warnings,
                        noSceneReason: reason, designDevice: designDevice?.name)
    }

    /// The design device of a document of Xcode 8 or older, which writes no
    /// `<device>`: the screen its default simulated metrics name
    /// (`retina4_7.fullscreen`, or `retina4` for the 4-inch phone).
    static func simulatedDestination(_ root: IBElement) -> (id: String, orientation: String?)? {
        guard let metrics = root.children.first(where: { $0.name == "simulatedMetricsContainer" && $0["key"] == "defaultSimulatedMetrics" }),
              let type = metrics.children.first(where: { $0.name == "simulatedScreenMetrics" && $0["key"] == "destination" })?["type"]
        else { return nil }
        let id = type.hasSuffix(".fullscreen") ? String(type.dropLast(".fullscreen".count)) : type
        let orientation = metrics.children.first { $0.name == "simulatedOrientationMetrics" }?["orientation"]
        return (id == "retina4" ? "retina4_0" : id, orientation?.hasPrefix("landscape") == true ? "landscape" : nil)
    }

    /// Bars and legacy guides of a view controller element.
    func setting(_ controller: IBElement, device: IBDevice?, traits: IBTraits) -> IBSceneSetting {
        var s = IBSceneSetting(device: device, traits: traits, controller: true)
        if let bar = controller.children.first(where: { $0["key"] == "simulatedTopBarMetrics" && $0.name == "simulatedNavigationBarMetrics" }) {
            s.topBar = 44
            s.opaqueTopBar = bar["translucent"] == "NO" || Self.extendsNotUnderTopBar(controller)
        }
        if controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedTabBarMetrics" }) {
            s.bottomBar = 49
        }
        // A simulated toolbar: 44 points on a phone without a notch, 49 above
        // the home indicator (docs/importers.md, "Toolbars").
        if controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedToolbarMetrics" }),
           let device, !device.pad {
            s.bottomBar = device.safeBottom > 0 ? 49 : 44
        }
        if controller.children.contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }) {
            s.statusBar = false
        }
        if let device, let size = controller.children.first(where: { $0.name == "size" && $0["key"] == "freeformSize" }),
           let height = size.number("height"), let width = size.number("width"), height < device.height, width <= device.width {
            s.shortFreeform = true
        }
        for guide in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { s.legacyGuides.append((id, guide["type"] ?? "top", guide.line)) }
        }
        return s
    }

    /// The `<variation key>`s under a view that name UIKit size classes, in
    /// document order, once each.
    static func variationKeys(_ view: IBElement) -> [String] {
        var keys: [String] = []
        visitVariations(view) { key, _ in
            if key != "default", IBTraits.isSizeClassKey(key), !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The other keys, with the line of their first `<variation>`.
    static func unknownVariationKeys(_ view: IBElement) -> [(String, Int)] {
        var keys: [(String, Int)] = []
        visitVariations(view) { key, line in
            if key != "default", !IBTraits.isSizeClassKey(key), !keys.contains(where: { $0.0 == key }) { keys.append((key, line)) }
        }
        return keys
    }

    static func visitVariations(_ element: IBElement, _ body: (String, Int) -> Void) {
        for c in element.children {
            if c.name == "variation", let key = c["key"] { body(key, c.line) }
            visitVariations(c, body)
        }
    }

    /// The views in a root's tree, itself included.
    static func viewCount(_ element: IBElement) -> Int {
        element.children.reduce(IBSceneBuilder.isView(element) ? 1 : 0) { $0 + viewCount($1) }
    }
}
