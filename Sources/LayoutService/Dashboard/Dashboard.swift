import HTTPServer
import LayoutStore

/// The web dashboard: the files of Dashboard/Assets, compiled into the binary.
/// The page only talks to the public JSON API, so it needs nothing from the
/// daemon but these.
public enum Dashboard {
    /// The asset for a GET path: "/", "/ui", "/ui/", "/ui/scenes/<name>" all give
    /// the single-page HTML; "/ui/assets/app.js", "/ui/assets/app.css".
    public static func asset(for path: String) -> DashboardAsset? {
        switch DashboardRoute(path: path) {
        case .page: page
        case .script: script
        case .stylesheet: stylesheet
        case nil: nil
        }
    }

    /// Headers every dashboard response carries. Scripts and styles come only
    /// from this origin (no inline code), so a label that smuggles markup into
    /// the DOM still could not run.
    public static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
    ]

    static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self'",
    ].joined(separator: "; ")

    /// Builds the files and their tags once, when the routes are made, so
    /// no request pays for hashing them.
    static func prepare() {
        _ = (page.etag, script.etag, stylesheet.etag)
    }

    static let page = DashboardAsset(contentType: "text/html; charset=utf-8",
                                     body: pinning([script, stylesheet], in: PackageResources.index_html))
    static let script = DashboardAsset(contentType: "text/javascript; charset=utf-8", body: DashboardScript.source,
                                       path: DashboardRoute.scriptPath)
    static let stylesheet = DashboardAsset(contentType: "text/css; charset=utf-8",
                                           body: withoutFinalNewline(PackageResources.app_css),
                                           path: DashboardRoute.stylesheetPath)

    /// The page names each file with its content hash (`app.js?v=…`,
    /// docs/dashboard.md, "Caching"), so a browser keeps the file for good and
    /// asks for none of them again until a build changes its bytes.
    static func pinning(_ assets: [DashboardAsset], in page: [UInt8]) -> [UInt8] {
        var html = String(decoding: page, as: UTF8.self)
        for asset in assets {
            let path = "\"\(asset.path)\""
            precondition(html.contains(path), "index.html names \(asset.path)")
            html = html.replacingOccurrences(of: path, with: "\"\(asset.pinnedPath)\"")
        }
        return Array(html.utf8)
    }

    /// The files end in a newline, as text files do; app.js and app.css never
    /// had one on the wire, and dropping it keeps their bytes what they were.
    static func withoutFinalNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
    }
}

/// One file of the dashboard as it goes on the wire, with its entity tag.
public struct DashboardAsset: Sendable {
    public let contentType: String
    public let body: [UInt8]
    /// A strong tag hashing the bytes (docs/dashboard.md, "Caching"): another
    /// build with other bytes has another tag.
    public let etag: String
    /// The hash alone: the `v` a pinned URL carries.
    public let version: String
    /// Where the file is served ("" for the page, which has many paths).
    public let path: String

    public init(contentType: String, body: [UInt8], path: String = "") {
        self.contentType = contentType
        self.body = body
        self.path = path
        var hash = ContentHash()
        hash.mix(body)
        version = hash.hex
        etag = "\"\(hash.hex)\""
    }

    /// The URL the page names it by: its path and its hash.
    public var pinnedPath: String { "\(path)?v=\(version)" }

    /// Whether the request names these very bytes (`?v=` their hash): such a
    /// URL can never mean other bytes, so the answer may be kept for good.
    public func isPinned(by query: [(name: String, value: String)]) -> Bool {
        query.contains { $0.name == "v" && $0.value == version }
    }

    /// Whether `If-None-Match` names this file as it is (weak comparison,
    /// RFC 9110 §13.1.2), so 304 answers. A value that cannot be read
    /// conditions nothing: the file is sent, which is never wrong for a GET.
    public func isNotModified(for headers: HTTPHeaders) -> Bool {
        switch try? EntityTagCondition.parse("If-None-Match", in: headers) {
        case .any: true
        case .tags(let tags): tags.contains { $0.opaque == etag }
        case nil: false
        }
    }
}

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

/// app.js as served: the script files of Dashboard/Assets back to back, in
/// this order (later files use functions of earlier ones only at call time).
enum DashboardScript {
    static let files: [[UInt8]] = [
        PackageResources.core_js, // DOM helpers (data only as text, never markup); API calls
        PackageResources.list_js, // the scene list
        PackageResources.scene_js, // the scene page: load, solve, render
        PackageResources.canvas_js, // hierarchy, frames, and the SVG canvas
        PackageResources.controls_js, // what a view shows inside it: text, controls, background
        PackageResources.constraints_js, // constraints read from equations, drawn as I-beams, bars, lines
        PackageResources.viewport_js, // zoom, pan, clicks and keys on the canvas
        PackageResources.inspector_js, // the inspected constraint and the views it ties
        PackageResources.edit_js, // edit a constraint in the inspector, re-solve, store as a new version
        PackageResources.panel_js, // side panel, variant switcher, exercise ambiguity
        PackageResources.devices_js, // "View as": the devices Interface Builder knows
        PackageResources.history_js, // recent solves
        PackageResources.explain_js, // the explain page: a console message pasted, drawn and explained
        PackageResources.drop_js, // documents dropped or pasted: one importer per format
        PackageResources.export_js, // the canvas as SVG and PNG files
        PackageResources.navigation_js, // page state in the query string; picking the view
    ]

    static let source = Dashboard.withoutFinalNewline(Array(files.joined()))
}

extension Routes {
    /// The dashboard: static assets compiled into the binary, served with a
    /// strict Content-Security-Policy. It talks to the public API only.
    mutating func addDashboardRoutes() {
        Dashboard.prepare()
        for pattern in ["/", "/ui", "/ui/", "/ui/explain", "/ui/scenes/:name", "/ui/assets/:file"] {
            add("GET", pattern, access: .page) { request, parameters, sink in
                // A scene page only for a name a scene can have.
                if let name = parameters["name"], !SceneName.isValid(name) {
                    sink.send(.problem(status: 404, detail: "no scene can be named \(name)"))
                    return
                }
                guard let asset = Dashboard.asset(for: request.path) else {
                    sink.send(.problem(status: 404, detail: "no dashboard asset at \(request.path)"))
                    return
                }
                // A pinned URL (the page's own references) is kept for good;
                // any other is asked for again on every load, so a new build
                // is picked up at once, the tag making asking cheap
                // (docs/dashboard.md, "Caching").
                var headers = HTTPHeaders()
                headers.set("Cache-Control", asset.isPinned(by: request.query)
                    ? "public, max-age=31536000, immutable" : "no-cache")
                headers.set("ETag", asset.etag)
                if asset.isNotModified(for: request.headers) {
                    sink.send(HTTPResponse(status: 304, headers: headers))
                    return
                }
                headers.set("Content-Type", asset.contentType)
                for (name, value) in Dashboard.securityHeaders { headers.set(name, value) }
                sink.send(HTTPResponse(status: 200, headers: headers, body: asset.body))
            }
        }
    }
}
