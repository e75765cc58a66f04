/// app.js as served: the script files of Dashboard/Assets back to back, in
/// this order (later files use functions of earlier ones only at call time).
enum DashboardScript {
    static let files: [[UInt8]] = [
        PackageResources.core_js, // DOM helpers (data only as text, never markup); API calls
        PackageResources.list_js, // the scene list
        PackageResources.scene_js, // the scene page: load, solve, render
        PackageResources.canvas_js, // hierarchy, frames, and the SVG canvas
        PackageResources.panel_js, // side panel, variant switcher, exercise ambiguity
        PackageResources.history_js, // recent solves
        PackageResources.explain_js, // the explain page: a console message pasted, drawn and explained
        PackageResources.navigation_js, // page state in the query string; picking the view
    ]

    static let source = Dashboard.withoutFinalNewline(Array(files.joined()))
}
