import Glibc

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

extension HTTPResponse {
    /// How the connection frames this response.
    struct Framing {
        /// The request was HEAD: announce the length, send no body.
        var headOnly: Bool
        /// Add `Connection: close`.
        var closing: Bool
        /// Preformatted `Date` value.
        var date: [UInt8]
    }

    /// Whether the handler asked for the connection to close.
    var requestsClose: Bool {
        // Checked for every response: no arrays unless a Connection field is there.
        headers.contains(where: { field in
            HTTPHeaders.namesMatch(field.name, "Connection") && field.value.split(separator: ",").contains {
                $0.trimmingASCIIWhitespace().lowercased() == "close"
            }
        })
    }

    /// Appends status line, fields and body to `output` so one write sends them all.
    /// Returns the body bytes appended.
    func serialize(into output: inout [UInt8], framing: Framing) -> Int {
        let noBody = HTTPStatus.forbidsBody(status)
        output.reserveCapacity(output.count + 160 + (framing.headOnly ? 0 : body.count))
        output.append(contentsOf: Self.statusLinePrefix)
        Self.appendDecimal(status, to: &output)
        output.append(ASCII.space)
        output.append(contentsOf: HTTPStatus.reason(status).utf8)
        output.append(contentsOf: Self.crlf)
        var explicitLength: String?
        for (name, value) in headers {
            guard !name.isEmpty, name.utf8.allSatisfy(ASCII.isTokenChar) else { continue }
            if HTTPHeaders.namesMatch(name, "Content-Length") {
                explicitLength = value
                continue
            }
            if HTTPHeaders.namesMatch(name, "Date") || HTTPHeaders.namesMatch(name, "Transfer-Encoding")
                || (framing.closing && HTTPHeaders.namesMatch(name, "Connection")) {
                continue
            }
            appendField(name, value, to: &output)
        }
        output.append(contentsOf: Self.dateName)
        output.append(contentsOf: framing.date)
        output.append(contentsOf: Self.crlf)
        if !noBody {
            // A HEAD answer may state the length a GET would have had.
            let length = framing.headOnly && body.isEmpty ? (explicitLength.flatMap { Int($0) } ?? 0) : body.count
            output.append(contentsOf: Self.contentLengthName)
            Self.appendDecimal(length, to: &output)
            output.append(contentsOf: Self.crlf)
        }
        if framing.closing {
            output.append(contentsOf: Self.connectionClose)
        }
        output.append(contentsOf: Self.crlf)
        guard !noBody, !framing.headOnly else { return 0 }
        output.append(contentsOf: body)
        return body.count
    }

    /// Writes a field, turning bytes that could split the response into
    /// spaces. The value is copied whole and mended in place only when it
    /// holds such a byte (copying it a byte at a time cost more).
    private func appendField(_ name: String, _ value: String, to output: inout [UInt8]) {
        output.append(contentsOf: name.utf8)
        output.append(ASCII.colon)
        output.append(ASCII.space)
        let start = output.count
        output.append(contentsOf: value.utf8)
        output.withUnsafeMutableBufferPointer { bytes in
            for i in start..<bytes.count where bytes[i] == ASCII.cr || bytes[i] == ASCII.lf || bytes[i] == 0 {
                bytes[i] = ASCII.space
            }
        }
        output.append(contentsOf: Self.crlf)
    }

    /// The decimal digits of `n` (not negative), with no `String` in between.
    static func appendDecimal(_ n: Int, to output: inout [UInt8]) {
        precondition(n >= 0, "status codes and lengths are not negative")
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        var rest = n
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static let statusLinePrefix = Array("HTTP/1.1 ".utf8)
    private static let crlf: [UInt8] = [ASCII.cr, ASCII.lf]
    private static let dateName = Array("Date: ".utf8)
    private static let contentLengthName = Array("Content-Length: ".utf8)
    private static let connectionClose = Array("Connection: close\r\n".utf8)
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}

/// IMF-fixdate (RFC 9110 §5.6.7) for the `Date` field, formatted by hand so no
/// locale can change it, and cached for the current second.
struct HTTPDate {
    private var second: time_t = -1
    private var cached: [UInt8] = []

    mutating func current() -> [UInt8] {
        let now = time(nil)
        if now != second {
            second = now
            cached = Self.format(now)
        }
        return cached
    }

    static func format(_ seconds: time_t) -> [UInt8] {
        var value = seconds
        var parts = tm()
        gmtime_r(&value, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let text = "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
        return Array(text.utf8)
    }
}
