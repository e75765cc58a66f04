import HTTPServer

/// Checks `Authorization: Bearer …` when a token is configured. State-changing
/// routes always need it then; reads only when `protectReads` is set.
struct BearerAuthenticator: Sendable {
    /// What a route does, which decides whether it needs the token.
    enum Access: Sendable {
        /// Changes state: needs the token whenever one is set.
        case write
        /// Reads: needs it under `protectReads`.
        case read
        /// Liveness and readiness: never needs it.
        case probe
        /// The dashboard's own files, the same for everyone and holding no
        /// scene: never needs it, so that under `protectReads` the page can
        /// load and ask for the token.
        case page
    }

    let token: [UInt8]
    let protectReads: Bool

    init(token: String, protectReads: Bool) {
        self.token = Array(token.utf8)
        self.protectReads = protectReads
    }

    var isEnabled: Bool { !token.isEmpty }

    /// nil when the request may go on, else the 401 (or 400) to send.
    /// Probes (`/healthz`, `/readyz`) stay open under `protectReads`: the
    /// orchestrator's probes carry no token.
    func check(_ request: HTTPRequest, access: Access) -> HTTPResponse? {
        guard isEnabled, access == .write || (access == .read && protectReads) else { return nil }
        let presented = request.headers.values(for: "Authorization")
        // Two credentials: which one a proxy or we would honour is ambiguous.
        if presented.count > 1 {
            return .problem(status: 400, detail: "send one Authorization header, not \(presented.count)")
        }
        if let header = presented.first, header.count > 7,
           header.prefix(7).lowercased() == "bearer " {
            let presented = Array(header.utf8.dropFirst(7))
            if Self.constantTimeEqual(presented, token) { return nil }
        }
        var headers = HTTPHeaders()
        headers.set("WWW-Authenticate", "Bearer realm=\"layoutd\"")
        return .problem(status: 401, detail: "this route needs `Authorization: Bearer <token>` with the configured token",
                        headers: headers)
    }

    /// Compares without an early exit, so the time taken does not reveal how
    /// much of the token matched.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference: UInt8 = a.count == b.count ? 0 : 1
        let n = max(a.count, b.count)
        for i in 0..<n {
            let x = i < a.count ? a[i] : 0
            let y = i < b.count ? b[i] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
