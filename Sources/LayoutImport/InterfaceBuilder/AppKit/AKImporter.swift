/// AppKit documents (`com.apple.InterfaceBuilder3.Cocoa.XIB`,
/// `…Cocoa.Storyboard.XIB`, `targetRuntime="MacOSX.Cocoa"`) made scenes:
/// one per window (its content view), per top-level view of a xib, per view
/// controller of a storyboard, and per table cell view prototype.
extension IBImporter {
    /// Whether a document's root says it was made for AppKit.
    static func isAppKit(_ root: IBElement) -> Bool {
        let type = root["type"] ?? ""
        return root["targetRuntime"] == "MacOSX.Cocoa" || type.contains(".Cocoa.")
    }

    /// Views AppKit documents hold as their own scenes: a table's cell views
    /// are laid out in the row the table makes, never in the table's frame.
    static let appKitPrototypes: Set<String> = ["tableCellView", "tableRowView"]

    /// Where a view is shown by its item, not laid out in a view tree:
    /// a window toolbar's item and a Touch Bar's item.
    static let itemViewHolders: [String: String] = [
        "toolbarItem": "a toolbar item's view: placed by the window's toolbar, not laid out here",
        "touchBarItem": "a Touch Bar item's view: shown in the Touch Bar, not laid out here",
    ]

    /// One warning per view an item holds (Aerial's and LuLu's toolbars,
    /// MacDown's and Latest's Touch Bars), at the view's line: no view of
    /// the document is left out without one.
    static func itemViewWarnings(_ element: IBElement, holder: String? = nil) -> [IBWarning] {
        var warnings: [IBWarning] = []
        for child in element.children {
            if let holder, child["key"] == "view", IBSceneBuilder.isView(child) {
                warnings.append(IBWarning(line: child.line, element: child.name, message: holder))
            } else {
                warnings += itemViewWarnings(child, holder: itemViewHolders[child.name] ?? holder)
            }
        }
        return warnings
    }

    func readAppKit(_ root: IBElement, source: String, storyboard: Bool, warnings start: [IBWarning]) throws(IBReadError) -> IBImport {
        var warnings = start
        var roots: [(name: String, view: IBElement, window: Bool)] = []
        func addWindow(_ window: IBElement, fallback: String?) {
            guard let content = window.children.first(where: { $0["key"] == "contentView" && IBSceneBuilder.isView($0) }) else {
                warnings.append(IBWarning(line: window.line, element: window.name, message: "a window without a content view: no scene"))
                return
            }
            let name = window["userLabel"] ?? window["title"].flatMap { $0.isEmpty ? nil : $0 } ?? fallback ?? window["customClass"]
                ?? window["id"] ?? "window"
            if let rect = IBRect(window.child("rect", key: "contentRect")), let frame = IBRect(content.child("rect", key: "frame")),
               rect.width != frame.width || rect.height != frame.height {
                warnings.append(IBWarning(line: window.line, element: window.name, message:
                    "contentRect \(IBNumber.text(rect.width))×\(IBNumber.text(rect.height)) differs from the content view's saved frame: the frame is used"))
            }
            // A content view that does not translate its mask is sized by its constraints alone.
            roots.append((name, content, content.flag("translatesAutoresizingMaskIntoConstraints") != false))
        }
        func addObject(_ object: IBElement) {
            if object.name == "window" || object.name == "panel" {
                addWindow(object, fallback: nil)
            } else if IBSceneBuilder.isView(object) {
                roots.append((object["userLabel"] ?? object["customClass"] ?? object["id"] ?? object.name, object, false))
            } else if let window = object.children.first(where: { ($0.name == "window" || $0.name == "panel") && $0["key"] == "window" }) {
                addWindow(window, fallback: object["customClass"] ?? object["userLabel"])
            } else if let view = object.children.first(where: { ["view", "tabView", "splitView"].contains($0["key"] ?? "") && IBSceneBuilder.isView($0) }) {
                roots.append((object["title"] ?? object["userLabel"] ?? object["customClass"] ?? object["id"] ?? object.name, view, false))
            }
        }
        if storyboard {
            for scene in root.child("scenes")?.children("scene") ?? [] {
                for object in scene.child("objects")?.children ?? [] { addObject(object) }
            }
        } else {
            for object in root.child("objects")?.children ?? [] { addObject(object) }
        }
        // Cell views: each its own scene, wherever its table is.
        var cells: [(name: String, view: IBElement, window: Bool)] = []
        func collect(_ e: IBElement) {
            for c in e.children {
                if c.name == "prototypeCellViews" {
                    for cell in c.children where IBSceneBuilder.isView(cell) {
                        cells.append((cell["identifier"] ?? cell["userLabel"] ?? cell["customClass"] ?? cell["id"] ?? cell.name, cell, false))
                    }
                } else {
                    collect(c)
                }
            }
        }
        for r in roots { collect(r.view) }
        roots += cells
        warnings += Self.itemViewWarnings(root)
        var reason: String?
        if roots.isEmpty {
            let objects = storyboard ? root.child("scenes")?.children("scene").flatMap { $0.child("objects")?.children ?? [] }
                : root.child("objects")?.children
            let held = Set((objects ?? []).map(\.name)).filter { $0 != "placeholder" }.sorted()
            reason = "no window or view to lay out (the document holds \(held.isEmpty ? "nothing" : held.joined(separator: ", ")))"
            warnings.append(IBWarning(line: root.line, element: root.name, message: "\(reason!): no scene"))
        }
        var scenes: [IBScene] = []
        var names: Set<String> = []
        let toolsVersion = root.toolsVersion
        let modernPushButtons = AKControlGeneration.isModern(root, toolsVersion: toolsVersion)
        var viewsMade = 0
        for (name, view, window) in roots {
            // The limits every import keeps (see `read`).
            viewsMade += Self.viewCount(view)
            if viewsMade > maximumViews {
                throw IBReadError(message: "the document makes more than \(maximumViews) views across its scenes",
                                  line: view.line, column: 1, kind: .tooLarge)
            }
            if let deadline, ContinuousClock.now >= deadline {
                throw IBReadError(message: "the scenes were not built before the deadline", line: view.line, column: 1, kind: .stopped)
            }
            var unique = name
            if names.contains(unique) { unique = "\(name) (\(view["id"] ?? "\(view.line)"))" }
            names.insert(unique)
            var setting = IBSceneSetting(device: nil, traits: IBTraits(width: "regular", height: "regular"), controller: false)
            setting.appKit = true
            setting.windowContent = window
            setting.toolsVersion = toolsVersion
            setting.modernPushButtons = modernPushButtons
            setting.sizesFromSavedFrames = sizesFromSavedFrames
            let made = Self.scene(unique, view, setting, images: [:], sizeClass: nil)
            warnings += made.1
            var scene = made.0
            scene.platform = .appKit
            scenes.append(scene)
        }
        return IBImport(source: source, kind: storyboard ? "storyboard" : "xib", scenes: scenes, warnings: warnings, noSceneReason: reason)
    }
}
