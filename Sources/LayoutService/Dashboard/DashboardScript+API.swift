extension DashboardScript {
    /// Calls to the public JSON API; problem+json answers become ApiError.
    static let api = #"""
    class ApiError extends Error {
        constructor(status, problem, text) {
            super((problem && (problem.detail || problem.title)) || text || `HTTP ${status}`);
            this.status = status;
            this.problem = problem || {title: `HTTP ${status}`, detail: text};
        }
    }

    async function api(method, path, body) {
        const init = {method, headers: {Accept: "application/json"}};
        if (body !== undefined) {
            init.headers["Content-Type"] = "application/json";
            init.body = JSON.stringify(body);
        }
        const response = await fetch(path, init);
        const text = await response.text();
        let data = null;
        try {
            data = text ? JSON.parse(text) : null;
        } catch (error) {
            data = null;
        }
        if (!response.ok) throw new ApiError(response.status, data, text);
        return data;
    }

    function problemView(error) {
        const problem = error instanceof ApiError ? error.problem : {title: "Error", detail: String(error && error.message || error)};
        const status = error instanceof ApiError ? ` (${error.status})` : "";
        const errors = Array.isArray(problem.errors) ? problem.errors : [];
        return el("div", {class: "problem", role: "alert"},
            el("strong", {}, `${problem.title || "Error"}${status}`),
            problem.detail ? el("p", {}, problem.detail) : null,
            errors.length ? el("ul", {}, errors.map((item) =>
                el("li", {}, el("code", {}, item.pointer || ""), " ", item.message || ""))) : null);
    }
    """#
}
