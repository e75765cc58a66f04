extension DashboardScript {
    /// Picks the view from the path: /ui/scenes/{name} or the list.
    static let start = #"""
    function start() {
        const root = document.getElementById("app");
        const match = location.pathname.match(/^\/ui\/scenes\/([^/]+)\/?$/);
        if (match) {
            let name = match[1];
            try {
                name = decodeURIComponent(name);
            } catch (error) {
                // A malformed escape: keep the raw segment, the API will say it is unknown.
            }
            showScene(root, name);
        } else {
            showList(root);
        }
    }

    document.addEventListener("DOMContentLoaded", start);
    """#
}
