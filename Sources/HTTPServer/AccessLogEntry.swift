/// One line of the access log, produced when a response has been queued for sending.
public struct AccessLogEntry: Sendable {
    /// "-" when the request line could not be read.
    public var method: String
    /// Decoded path, or the raw target when it could not be decoded, or "-".
    public var path: String
    public var status: Int
    /// Body bytes sent (0 for HEAD).
    public var bytes: Int
    /// From the end of the request head to the response being queued.
    public var durationMicroseconds: Int

    public init(method: String, path: String, status: Int, bytes: Int, durationMicroseconds: Int) {
        self.method = method
        self.path = path
        self.status = status
        self.bytes = bytes
        self.durationMicroseconds = durationMicroseconds
    }
}
