import HTTPServer
import LayoutStore

extension Routes {
    /// The dashboard: static assets compiled into the binary, served with a
    /// strict Content-Security-Policy. It talks to the public API only.
    mutating func addDashboardRoutes() {
        for pattern in ["/", "/ui", "/ui/", "/ui/explain", "/ui/scenes/:name", "/ui/assets/:file"] {
            add("GET", pattern, changesState: false) { request, parameters, sink in
                // A scene page only for a name a scene can have.
                if let name = parameters["name"], !SceneName.isValid(name) {
                    sink.send(.problem(status: 404, detail: "no scene can be named \(name)"))
                    return
                }
                guard let asset = Dashboard.asset(for: request.path) else {
                    sink.send(.problem(status: 404, detail: "no dashboard asset at \(request.path)"))
                    return
                }
                var headers = HTTPHeaders()
                headers.set("Content-Type", asset.contentType)
                headers.set("Cache-Control", "no-cache")
                for (name, value) in Dashboard.securityHeaders { headers.set(name, value) }
                sink.send(HTTPResponse(status: 200, headers: headers, body: asset.body))
            }
        }
    }
}
