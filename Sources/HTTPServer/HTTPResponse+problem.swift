import JSON

extension HTTPResponse {
    public static let problemContentType = "application/problem+json"

    /// An RFC 9457 problem document. Keys come in the order type, title, status,
    /// detail, errors; `detail` and `errors` are left out when empty.
    /// `title` defaults to the status's reason phrase. Detail, pointers and
    /// messages longer than `HTTPLimits.maxProblemTextScalars` are shortened
    /// in the middle: they quote client input, which must not come back whole.
    /// At most `HTTPLimits.maxProblemErrors` errors are listed, and how many
    /// more there were.
    public static func problem(
        status: Int,
        title: String? = nil,
        detail: String? = nil,
        errors: [(pointer: String, message: String)] = [],
        type: String = "about:blank",
        headers: HTTPHeaders = .init()
    ) -> HTTPResponse {
        var out = JSONStream(indent: 0, capacity: 128)
        out.openObject()
        out.field("type"); out.string(type)
        out.field("title"); out.string(title ?? HTTPStatus.reason(status))
        out.field("status"); out.number(Double(status))
        if let detail { out.field("detail"); out.string(shortened(detail)) }
        if !errors.isEmpty {
            out.field("errors")
            out.openArray()
            for error in errors.prefix(HTTPLimits.maxProblemErrors) {
                out.openObject()
                out.field("pointer"); out.string(shortened(error.pointer))
                out.field("message"); out.string(shortened(error.message))
                out.closeObject()
            }
            if errors.count > HTTPLimits.maxProblemErrors {
                out.openObject()
                out.field("pointer"); out.string("")
                out.field("message"); out.string("and \(errors.count - HTTPLimits.maxProblemErrors) more errors, not listed")
                out.closeObject()
            }
            out.closeArray()
        }
        out.closeObject()
        let body = out.finish()
        var allHeaders = headers
        allHeaders.set("Content-Type", problemContentType)
        return HTTPResponse(status: status, headers: allHeaders, body: body)
    }

    /// The server's own answer to a request it refuses.
    static func problem(for error: HTTPServerError) -> HTTPResponse {
        problem(status: error.status, detail: error.description)
    }

    /// `text` itself when short; else its start and end around an ellipsis,
    /// so both what was wrong (usually said last) and what was quoted show.
    static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > HTTPLimits.maxProblemTextScalars else { return text }
        var short = String.UnicodeScalarView()
        short.append(contentsOf: scalars.prefix(HTTPLimits.problemTextHeadScalars))
        short.append("…")
        short.append(contentsOf: scalars.suffix(HTTPLimits.problemTextTailScalars))
        return String(short)
    }
}
