/// The header fields that decide a request's framing and connection
/// handling, gathered in one pass over the head: looking each name up in
/// turn walked the fields five times and built an array per name.
struct FramingFields {
    var hostCount = 0
    var connection: [String] = []
    var transferEncodings: [String] = []
    var contentLengths: [String] = []
    /// The first Expect value.
    var expect: String?

    init(_ headers: HTTPHeaders) {
        for (name, value) in headers {
            // Names differ in length, so most fields are passed over without comparing bytes.
            switch name.utf8.count {
            case 4 where HTTPHeaders.namesMatch(name, "Host"):
                hostCount += 1
            case 6 where HTTPHeaders.namesMatch(name, "Expect"):
                if expect == nil { expect = value }
            case 10 where HTTPHeaders.namesMatch(name, "Connection"):
                connection.append(value)
            case 14 where HTTPHeaders.namesMatch(name, "Content-Length"):
                contentLengths.append(value)
            case 17 where HTTPHeaders.namesMatch(name, "Transfer-Encoding"):
                transferEncodings.append(value)
            default:
                break
            }
        }
    }
}
