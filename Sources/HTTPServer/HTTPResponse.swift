/// What a handler answers. The server adds `Date`, `Content-Length` and, when
/// closing, `Connection: close`; it drops the body for HEAD, 1xx, 204 and 304.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// Reply bytes reserved for this answer (`ResponseSink.reserve`), held
    /// until it is written out.
    var reservations: [ReplyReservation] = []

    public init(status: Int, headers: HTTPHeaders = .init(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
