/// One file of the dashboard as it goes on the wire.
public struct DashboardAsset: Sendable {
    public let contentType: String
    public let body: [UInt8]

    public init(contentType: String, body: [UInt8]) {
        self.contentType = contentType
        self.body = body
    }
}
