/// app.js, kept in several Swift files by concern and joined in this order
/// (later parts use functions of earlier ones only at call time).
enum DashboardScript {
    static let source = [core, api, list, scene, geometry, draw, report, variants, ambiguity, history, link, start]
        .joined(separator: "\n")
}
