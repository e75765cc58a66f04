extension HTTPResponse {
    public static let problemContentType = "application/problem+json"

    /// An RFC 9457 problem document. Keys come in the order type, title, status,
    /// detail, errors; `detail` and `errors` are left out when empty.
    /// `title` defaults to the status's reason phrase. Detail, pointers and
    /// messages longer than `HTTPLimits.maxProblemTextScalars` are shortened
    /// in the middle: they quote client input, which must not come back whole.
    public static func problem(
        status: Int,
        title: String? = nil,
        detail: String? = nil,
        errors: [(pointer: String, message: String)] = [],
        type: String = "about:blank",
        headers: HTTPHeaders = .init()
    ) -> HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(128)
        body.append(UInt8(ascii: "{"))
        JSONText.appendKey("type", to: &body)
        JSONText.appendString(type, to: &body)
        body.append(UInt8(ascii: ","))
        JSONText.appendKey("title", to: &body)
        JSONText.appendString(title ?? HTTPStatus.reason(status), to: &body)
        body.append(UInt8(ascii: ","))
        JSONText.appendKey("status", to: &body)
        body.append(contentsOf: Array(String(status).utf8))
        if let detail {
            body.append(UInt8(ascii: ","))
            JSONText.appendKey("detail", to: &body)
            JSONText.appendString(shortened(detail), to: &body)
        }
        if !errors.isEmpty {
            body.append(UInt8(ascii: ","))
            JSONText.appendKey("errors", to: &body)
            body.append(UInt8(ascii: "["))
            for (index, error) in errors.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(UInt8(ascii: "{"))
                JSONText.appendKey("pointer", to: &body)
                JSONText.appendString(shortened(error.pointer), to: &body)
                body.append(UInt8(ascii: ","))
                JSONText.appendKey("message", to: &body)
                JSONText.appendString(shortened(error.message), to: &body)
                body.append(UInt8(ascii: "}"))
            }
            body.append(UInt8(ascii: "]"))
        }
        body.append(UInt8(ascii: "}"))
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
