import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A response as the test clients read it.
public struct TestResponse {
    /// The header fields in the order sent.
    public struct Fields {
        public var pairs: [(String, String)]

        /// The first field of that name, whatever its case.
        public subscript(name: String) -> String? {
            pairs.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    public var status: Int
    public var headers: Fields
    public var body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }

    public func header(_ name: String) -> String? { headers[name] }

    public var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }
}

/// One blocking TCP connection to 127.0.0.1 for tests: writes raw bytes,
/// reads responses apart (by their Content-Length) or everything until the
/// server closes.
public final class TestClient {
    public typealias Response = TestResponse

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let fd: Int32
    private var buffer: [UInt8] = []

    public init(port: Int, timeout: Double = 5) throws {
        guard let fd = Self.connect(port: port) else { throw Failure(description: "connect errno \(errno)") }
        self.fd = fd
        setTimeout(timeout)
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit {
        close(fd)
    }

    /// A socket connected to 127.0.0.1 at `port`, or nil (errno says why);
    /// the caller closes it.
    public static func connect(port: Int) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            errno = code
            return nil
        }
        return fd
    }

    public func setTimeout(_ seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// Reads more bytes; false on EOF, error or timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    /// The next response; `bodyless` for answers to HEAD.
    public func readResponse(bodyless: Bool = false) throws -> Response {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = Self.find([13, 10, 13, 10], in: buffer)
            if headEnd == nil && !fill() {
                throw Failure(description: "no complete head; have \(String(decoding: buffer, as: UTF8.self))")
            }
        }
        let (status, headers) = try Self.parseHead(buffer[0..<headEnd!])
        buffer.removeFirst(headEnd! + 4)
        var length = Int(headers["Content-Length"] ?? "0") ?? 0
        if bodyless || status < 200 || status == 204 || status == 304 { length = 0 }
        while buffer.count < length {
            if !fill() { throw Failure(description: "body cut short") }
        }
        let body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Everything the server sends from here until it closes (or the read
    /// times out).
    public func readToEnd() -> [UInt8] {
        while fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// True when the server closes (EOF) within the read timeout and sends nothing more.
    /// Whether the server has closed the connection, seen without waiting:
    /// false while it is open, whether or not something waits to be read.
    public func isClosedNow() -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
    }

    public func closedByServer() -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, 0)
        return count == 0 && buffer.isEmpty
    }

    /// A response that ends where the server closed: the head, and all after it as the body.
    public static func parse(_ raw: [UInt8]) throws -> Response {
        guard let end = find([13, 10, 13, 10], in: raw) else {
            throw Failure(description: "no complete head; have \(String(decoding: raw, as: UTF8.self))")
        }
        let (status, headers) = try parseHead(raw[0..<end])
        return Response(status: status, headers: headers, body: Array(raw[(end + 4)...]))
    }

    /// The status and fields of a head without its closing blank line.
    private static func parseHead(_ bytes: ArraySlice<UInt8>) throws -> (Int, TestResponse.Fields) {
        let head = String(decoding: bytes, as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        let headers = try lines.map { line -> (String, String) in
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad field \(line)") }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (status, TestResponse.Fields(pairs: headers))
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// HTTP/1.1 for tests, one request a connection (`Connection: close`): the
/// reply is everything the server sends until it closes.
public struct TestHTTPClient {
    public typealias Response = TestResponse

    public let port: Int

    public init(port: Int) { self.port = port }

    public func request(_ method: String, _ path: String, headers: [(String, String)] = [],
                        body: [UInt8]? = nil) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        return try TestClient.parse(try exchange(Array(head.utf8) + (body ?? [])))
    }

    public func request(_ method: String, _ path: String, json: String, headers: [(String, String)] = []) throws -> Response {
        try request(method, path, headers: [("Content-Type", "application/json")] + headers, body: Array(json.utf8))
    }

    /// Sends raw bytes and hangs up without reading (a client that gives up).
    public func sendAndClose(_ bytes: [UInt8]) throws {
        _ = try exchange(bytes, readReply: false)
    }

    /// A socket connected to the server, or nil; the caller closes it.
    public func connectedSocket() -> Int32? {
        TestClient.connect(port: port)
    }

    /// Sends raw bytes, returns everything the server sent until it closed.
    public func exchange(_ bytes: [UInt8], readReply: Bool = true) throws -> [UInt8] {
        let connection = try TestClient(port: port, timeout: 20)
        guard connection.send(bytes) else { throw TestClient.Failure(description: "send failed, errno \(errno)") }
        return readReply ? connection.readToEnd() : []
    }
}
