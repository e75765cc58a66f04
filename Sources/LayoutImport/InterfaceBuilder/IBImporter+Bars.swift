/// Bars Interface Builder infers for a storyboard's scenes from how they are
/// reached, written nowhere on the scene itself.
extension IBImporter {
    /// Controllers shown inside a navigation controller: its root
    /// (`relationship="rootViewController"`) and, from there, every
    /// destination of a `show` or `push` segue. Xcode draws them under an
    /// inferred 44-pt navigation bar (their saved frames sit 44 lower in
    /// duckduckgo, fscalendar, rocket-chat, xlpagertabstrip of
    /// Tests/Corpus/ib), unless the navigation bar is hidden. The value says
    /// whether the navigation controller's bar is opaque (`translucent="NO"`):
    /// then their views start below it (duckduckgo's Bookmarks,
    /// xlpagertabstrip's Storyboard). Its height is the one the navigation
    /// controller's own `<navigationBar>` is saved with, 54 in Xcode 26
    /// (docs/importers.md, "Inferred navigation bars"). Where no navigation
    /// controller reaches, a controller that writes a simulated navigation
    /// bar passes a 44-pt one to what it shows and, a tab bar controller, to
    /// its tabs (stopp-corona's Debug App History, catty's store tabs).
    static func inferredNavigationBars(_ scenes: [IBElement]) -> [String: IBInferredBar] {
        var segues: [String: [String]] = [:]
        var inside: [String: IBInferredBar] = [:]
        // Controllers a controller with a simulated navigation bar reaches
        // (docs/importers.md, "Inferred navigation bars").
        var simulated: [String: IBInferredBar] = [:]
        for scene in scenes {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                let written = controller.children.first { $0["key"] == "simulatedTopBarMetrics" && $0.name == "simulatedNavigationBarMetrics" }
                let writtenBar = written.map { IBInferredBar(opaque: $0["translucent"] == "NO", height: 44, largeTitle: false) }
                var shown: [String] = []
                collectSegues(controller) { segue in
                    guard let destination = segue["destination"] else { return }
                    switch segue["kind"] {
                    case "show", "push":
                        shown.append(destination)
                        if let writtenBar { simulated[destination] = writtenBar }
                    case "relationship" where segue["relationship"] == "viewControllers" && controller.name == "tabBarController":
                        if let writtenBar { simulated[destination] = writtenBar }
                    case "relationship" where segue["relationship"] == "rootViewController" && controller.name == "navigationController":
                        let bar = controller.child("navigationBar")
                        if controller["navigationBarHidden"] != "YES", bar?["hidden"] != "YES" {
                            // A bar saved misplaced is no witness of its height.
                            let saved = IBRect(bar?.child("rect", key: "frame")).map(\.height) ?? 0
                            let height = saved > 0 && bar?["misplaced"] != "YES" ? saved : 44
                            inside[destination] = IBInferredBar(opaque: bar?["translucent"] == "NO", height: height,
                                                                largeTitle: bar?["largeTitles"] == "YES")
                        }
                    default: break
                    }
                }
                segues[id] = shown
            }
        }
        func pass(from seeds: [String]) {
            var queue = seeds
            while let id = queue.popLast() {
                for next in segues[id] ?? [] where inside[next] == nil {
                    inside[next] = inside[id]
                    queue.append(next)
                }
            }
        }
        // A navigation controller's own bar first, then, where none
        // reaches, the one a simulated bar implies. Seeded in sorted order:
        // where two bars reach one controller, the same one wins on every
        // run (a dictionary's order changes between processes).
        pass(from: inside.keys.sorted())
        let unreached = simulated.filter { inside[$0.key] == nil }
        inside.merge(unreached) { navigation, _ in navigation }
        pass(from: unreached.keys.sorted())
        return inside
    }

    /// Controllers shown inside a navigation controller that a segue
    /// presents as a sheet (`modal` or `presentation`, in the default,
    /// `pageSheet` or `formSheet` style, written on the segue or on the
    /// navigation controller): its root and, from there, every destination
    /// of a `show` or `push` segue. Since iOS 13 such a sheet starts below
    /// the status bar or notch and its navigation bar is 56 high: their
    /// views are saved 56 below the sheet's top (inaturalist's
    /// TaxaSearchViewController in Tests/Corpus/ib; docs/importers.md,
    /// "Interface Builder documents").
    static func sheetNavigationControllers(_ scenes: [IBElement]) -> Set<String> {
        let sheetStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet"]
        var navigationControllers: [String: IBElement] = [:]
        var presentedWith: [String: [String?]] = [:]
        var next: [String: [String]] = [:]
        for scene in scenes {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                if controller.name == "navigationController" { navigationControllers[id] = controller }
                collectSegues(controller) { segue in
                    guard let destination = segue["destination"] else { return }
                    switch segue["kind"] {
                    case "modal", "presentation": presentedWith[destination, default: []].append(segue["modalPresentationStyle"])
                    case "show", "push": next[id, default: []].append(destination)
                    case "relationship" where segue["relationship"] == "rootViewController" && controller.name == "navigationController":
                        next[id, default: []].append(destination)
                    default: break
                    }
                }
            }
        }
        var inside: Set<String> = []
        var queue: [String] = []
        for (id, navigation) in navigationControllers {
            guard let styles = presentedWith[id], navigation["navigationBarHidden"] != "YES",
                  navigation.child("navigationBar")?["hidden"] != "YES",
                  styles.allSatisfy({ sheetStyles.contains($0 ?? navigation["modalPresentationStyle"]) }) else { continue }
            queue.append(id)
        }
        while let id = queue.popLast() {
            for shown in next[id] ?? [] where !inside.contains(shown) {
                inside.insert(shown)
                queue.append(shown)
            }
        }
        return inside
    }

    /// Controllers shown inside a tab bar controller: its tabs
    /// (`relationship="viewControllers"`), a tab's navigation controller's
    /// root and, from there, every destination of a `show` or `push` segue
    /// that does not hide the bar (`hidesBottomBarWhenPushed`), and the same
    /// of a navigation controller that writes a simulated tab bar. Xcode
    /// draws them above an inferred 49-pt tab bar.
    static func inferredTabBars(_ scenes: [IBElement]) -> Set<String> {
        var next: [String: [String]] = [:]
        var hides: Set<String> = []
        var inside: Set<String> = []
        for scene in scenes {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                if controller["hidesBottomBarWhenPushed"] == "YES" { hides.insert(id) }
                collectSegues(controller) { segue in
                    guard let destination = segue["destination"] else { return }
                    switch segue["kind"] {
                    case "show", "push": next[id, default: []].append(destination)
                    case "relationship" where segue["relationship"] == "rootViewController" && controller.name == "navigationController":
                        next[id, default: []].append(destination)
                    case "relationship" where segue["relationship"] == "viewControllers" && controller.name == "tabBarController":
                        if controller.child("tabBar")?["hidden"] != "YES" { inside.insert(destination) }
                    default: break
                    }
                }
                // A navigation controller that writes its tab bar (its tab bar
                // controller in another storyboard) passes it on: erouska's
                // Contacts and Help, altstore's Settings.
                if controller.name == "navigationController",
                   controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedTabBarMetrics" }) {
                    inside.insert(id)
                }
            }
        }
        var queue = Array(inside)
        while let id = queue.popLast() {
            for shown in next[id] ?? [] where !inside.contains(shown) && !hides.contains(shown) {
                inside.insert(shown)
                queue.append(shown)
            }
        }
        return inside
    }

    /// Controllers presented modally (`modal`, `presentation` or
    /// `popoverPresentation` segues), with the controllers a presented
    /// navigation controller shows: laid out as sheets, not full screens
    /// (see `IBSceneSetting.topInsetTwice`).
    static func presentedControllers(_ scenes: [IBElement]) -> Set<String> {
        var next: [String: [String]] = [:]
        var presented: Set<String> = []
        for scene in scenes {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                collectSegues(controller) { segue in
                    guard let destination = segue["destination"] else { return }
                    switch segue["kind"] {
                    case "modal", "presentation", "popoverPresentation": presented.insert(destination)
                    case "show", "push", "relationship": next[id, default: []].append(destination)
                    default: break
                    }
                }
            }
        }
        var queue = Array(presented)
        while let id = queue.popLast() {
            for shown in next[id] ?? [] where !presented.contains(shown) {
                presented.insert(shown)
                queue.append(shown)
            }
        }
        return presented
    }

    /// Controllers a `popoverPresentation` segue shows. A popover is drawn
    /// apart from the screen, with no status bar above it: rocket-chat's
    /// Drawing (Xcode 10) and octopod's tooltips and menus (Xcode 15) save
    /// their views at their top, not 20 below it (docs/importers.md,
    /// "Popovers").
    static func popoverControllers(_ scenes: [IBElement]) -> Set<String> {
        var shown: Set<String> = []
        for scene in scenes {
            for controller in scene.child("objects")?.children ?? [] {
                collectSegues(controller) { segue in
                    if segue["kind"] == "popoverPresentation", let destination = segue["destination"] { shown.insert(destination) }
                }
            }
        }
        return shown
    }

    /// Every `<segue>` under `element`, a controller's own and its views'.
    static func collectSegues(_ element: IBElement, _ found: (IBElement) -> Void) {
        var stack = [element]
        while let e = stack.popLast() {
            if e.name == "segue" { found(e) }
            // A nested controller (an embed's destination is its own scene) stops here.
            stack += e.children.filter { $0.name != "scene" }
        }
    }
}

/// The navigation bar Interface Builder infers above a controller shown in a
/// navigation controller: whether it is opaque, and how high it is drawn.
struct IBInferredBar: Equatable {
    var opaque: Bool
    var height: Double
    /// A large-title bar (`largeTitles="YES"`): drawn collapsed, 44 high,
    /// above a controller whose title never shows large or whose view's
    /// first subview is a table (docs/importers.md, "Inferred navigation bars").
    var largeTitle = false

    /// The bar's height above `controller`.
    func height(above controller: IBElement, view: IBElement) -> Double {
        guard largeTitle else { return height }
        let never = controller.child("navigationItem")?["largeTitleDisplayMode"] == "never"
        let table = view.child("subviews")?.children.first?.name == "tableView"
        return never || table ? 44 : height
    }
}

/// The simulated status bar over a xib's top-level views.
extension IBImporter {
    /// Whether Xcode lays a xib's top-level view that is no File's Owner's
    /// view out below the simulated status bar of a device without a notch
    /// (a table cell never is: nextcloud-talk's, osmand's, habitica's and
    /// vlc's are saved without it). From Xcode 14.3 (toolsVersion 21600, where the bar comes back) every
    /// such view is, whatever its size: catty's 80-point collection cell,
    /// duckduckgo's 465- and 509-wide notification views, nextcloud-talk's
    /// 350-point placeholder. Before Xcode 10.2 only a tall one is: rocket-chat's
    /// 295 × 496 reaction list and 370 × 547 compose cell, coding's 480 × 888
    /// launch screen, against rocket-chat's, habitica's, inaturalist's and
    /// stepik's device-wide views 55 to 159 high and every other one up to 353
    /// high (docs/importers.md, "Status bars over a xib's views").
    static func underStatusBar(height: Double, toolsVersion: Double) -> Bool {
        toolsVersion >= 14800 || height > 400
    }
}

/// Controllers whose view stops at their top bar.
extension IBImporter {
    /// Whether a controller's `edgesForExtendedLayout` leaves out the top
    /// edge (`<extendedEdge key="edgesForExtendedLayout"/>`, or only
    /// `bottom="YES"`): its view starts below its navigation bar, as below
    /// an opaque bar. xlpagertabstrip's NavButtonBarExampleViewController
    /// (554 high on the 667-point phone, under an inferred bar) and
    /// entourage's GuideSolidarity controller (574 high, a simulated bar)
    /// are saved so (docs/importers.md, "Inferred navigation bars").
    static func extendsNotUnderTopBar(_ controller: IBElement) -> Bool {
        leavesOutExtendedEdge(controller, "top")
    }

    /// Whether the controller writes `edgesForExtendedLayout` without `edge`.
    static func leavesOutExtendedEdge(_ controller: IBElement, _ edge: String) -> Bool {
        guard let edges = controller.children.first(where: { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }) else { return false }
        return edges[edge] != "YES"
    }

    /// Whether a controller's `edgesForExtendedLayout` leaves out the
    /// bottom edge: its view ends above its tab bar or toolbar.
    /// entourage's GuideSolidarity controller (574 high on the 667-point
    /// phone, below a navigation bar and above a tab bar) and adguard's
    /// UserRulesEditorController (813 on the 896-point phone, above a
    /// toolbar) are saved with their views on the bottom layout guide or
    /// safe area at the view's bottom (docs/importers.md, "Toolbars").
    static func extendsNotUnderBottomBar(_ controller: IBElement) -> Bool {
        leavesOutExtendedEdge(controller, "bottom")
    }
}
