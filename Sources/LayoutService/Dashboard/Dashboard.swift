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

    static let page = DashboardAsset(contentType: "text/html; charset=utf-8", body: PackageResources.index_html)
    static let script = DashboardAsset(contentType: "text/javascript; charset=utf-8", body: DashboardScript.source)
    static let stylesheet = DashboardAsset(contentType: "text/css; charset=utf-8",
                                           body: withoutFinalNewline(PackageResources.app_css))

    /// The files end in a newline, as text files do; app.js and app.css never
    /// had one on the wire, and dropping it keeps their bytes what they were.
    static func withoutFinalNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
    }
}
