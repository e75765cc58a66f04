/// Which dashboard file a GET path asks for. Every page path gives the same
/// single-page HTML: the script reads `location.pathname` to pick the view.
enum DashboardRoute: Equatable {
    case page
    case script
    case stylesheet

    static let scenePrefix = "/ui/scenes/"
    static let explainPath = "/ui/explain"
    static let scriptPath = "/ui/assets/app.js"
    static let stylesheetPath = "/ui/assets/app.css"

    init?(path rawPath: String) {
        // The query string never changes which file is meant.
        let path = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            .first.map(String.init) ?? rawPath
        switch path {
        case "/", "/ui", "/ui/", Self.explainPath:
            self = .page
        case Self.scriptPath:
            self = .script
        case Self.stylesheetPath:
            self = .stylesheet
        default:
            guard path.hasPrefix(Self.scenePrefix) else { return nil }
            let name = path.dropFirst(Self.scenePrefix.count)
            guard !name.isEmpty, !name.contains("/") else { return nil }
            self = .page
        }
    }
}
