/// What a document that makes no scene holds instead, said in every report.
extension IBImporter {
    /// Why a document made no scene, from what it holds instead.
    static func noSceneReason(_ root: IBElement) -> String {
        let runtime = root["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || runtime.hasPrefix("AppleTV") || runtime.lowercased().hasPrefix("watch") {
            return "a \(IBFidelity.platform(runtime)) document: only its iOS-style views are laid out, and it has none"
        }
        var names: Set<String> = []
        var stack = [root]
        while let e = stack.popLast() {
            names.insert(e.name)
            stack += e.children
        }
        if names.contains("hostingController") { return "a SwiftUI hosting controller: its content is SwiftUI, not views" }
        if names.contains("menu") { return "menus only: nothing to lay out" }
        let containers = ["navigationController", "tabBarController", "splitViewController", "pageViewController",
                          "viewControllerPlaceholder"]
        if containers.contains(where: names.contains) {
            return "only container controllers and storyboard references: no view of its own to lay out"
        }
        return "no view with a saved frame to lay out"
    }
}
