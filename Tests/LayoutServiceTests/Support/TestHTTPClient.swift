import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.1 client over a raw socket, for tests: one
/// request per connection (`Connection: close`), reads until the peer closes.
struct TestHTTPClient {
    struct Response {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
        var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }
    }

    let port: Int

    func request(_ method: String, _ path: String, headers: [(String, String)] = [],
                 body: [UInt8]? = nil) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let raw = try exchange(Array(head.utf8) + (body ?? []))
        return try Self.parse(raw)
    }

    func request(_ method: String, _ path: String, json: String, headers: [(String, String)] = []) throws -> Response {
        try request(method, path, headers: [("Content-Type", "application/json")] + headers, body: Array(json.utf8))
    }

    /// Sends raw bytes and hangs up without reading (a client that gives up).
    func sendAndClose(_ bytes: [UInt8]) throws {
        _ = try exchange(bytes, readReply: false)
    }

    /// A socket connected to the daemon, or nil; the caller closes it.
    func connectedSocket() -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if ok != 0 { close(fd); return nil }
        return fd
    }

    /// Sends raw bytes, returns everything the server sent until it closed.
    func exchange(_ bytes: [UInt8], readReply: Bool = true) throws -> [UInt8] {
        guard let fd = connectedSocket() else { throw POSIXError(.ECONNREFUSED) }
        defer { close(fd) }
        var tv = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw POSIXError(.EPIPE) }
            sent += n
        }
        var out: [UInt8] = []
        guard readReply else { return out }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        return out
    }

    static func parse(_ raw: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, raw.count - 3)).first(where: { Array(raw[$0..<$0 + 4]) == separator }) else {
            throw POSIXError(.EBADMSG)
        }
        let headText = String(decoding: raw[..<end], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw POSIXError(.EBADMSG) }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Response(status: status, headers: headers, body: Array(raw[(end + 4)...]))
    }
}
