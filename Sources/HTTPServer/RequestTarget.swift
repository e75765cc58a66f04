/// A request-target split into decoded path and query (RFC 9112 §3.2).
struct RequestTarget: Sendable {
    var path: String
    /// The path as sent, still percent-encoded, for matching segment by segment.
    var rawPath: [UInt8]
    var query: [(name: String, value: String)]

    static let root = RequestTarget(path: "/", rawPath: [ASCII.slash], query: [])

    init(path: String, rawPath: [UInt8], query: [(name: String, value: String)]) {
        self.path = path
        self.rawPath = rawPath
        self.query = query
    }

    init(_ target: [UInt8]) throws(HTTPServerError) {
        var pathBytes = target[...]
        if target == [UInt8(ascii: "*")] {
            path = "*"
            rawPath = target
            query = []
            return
        }
        if target.first != ASCII.slash {
            // absolute-form: drop "scheme://authority" and keep what follows.
            guard let schemeEnd = Self.range(of: Array("://".utf8), in: target) else {
                throw .invalidTarget(String(decoding: target, as: UTF8.self))
            }
            let afterAuthority = target[schemeEnd...].firstIndex { $0 == ASCII.slash || $0 == ASCII.question }
            if let afterAuthority {
                pathBytes = target[afterAuthority...]
            } else {
                pathBytes = []
            }
        }
        var queryBytes: ArraySlice<UInt8> = []
        if let mark = pathBytes.firstIndex(of: ASCII.question) {
            queryBytes = pathBytes[(mark + 1)...]
            pathBytes = pathBytes[..<mark]
        }
        if pathBytes.isEmpty {
            pathBytes = [ASCII.slash]
        }
        rawPath = Array(pathBytes)
        guard let decoded = PercentDecoding.decode(pathBytes, plusAsSpace: false) else {
            throw .invalidTarget(String(decoding: target, as: UTF8.self))
        }
        path = decoded
        query = []
        for pair in queryBytes.split(separator: ASCII.ampersand, omittingEmptySubsequences: true) {
            let name: ArraySlice<UInt8>
            let value: ArraySlice<UInt8>
            if let equals = pair.firstIndex(of: ASCII.equals) {
                name = pair[..<equals]
                value = pair[(equals + 1)...]
            } else {
                name = pair
                value = []
            }
            guard let decodedName = PercentDecoding.decode(name, plusAsSpace: true),
                  let decodedValue = PercentDecoding.decode(value, plusAsSpace: true)
            else {
                throw .invalidTarget(String(decoding: target, as: UTF8.self))
            }
            query.append((decodedName, decodedValue))
        }
    }

    /// The index just past the first occurrence of `needle`.
    private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}

/// Percent-decoding of URI components (RFC 3986 §2.1).
enum PercentDecoding {
    /// nil for a broken escape, a NUL, or bytes that are not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool) -> String? {
        if !bytes.contains(ASCII.percent) && !(plusAsSpace && bytes.contains(ASCII.plus)) {
            return String(validating: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == ASCII.percent {
                guard index + 2 < bytes.endIndex,
                      let high = ASCII.hexValue(bytes[index + 1]),
                      let low = ASCII.hexValue(bytes[index + 2])
                else { return nil }
                let decoded = high << 4 | low
                if decoded == 0 { return nil }
                output.append(decoded)
                index += 3
            } else {
                output.append(plusAsSpace && byte == ASCII.plus ? ASCII.space : byte)
                index += 1
            }
        }
        return String(validating: output, as: UTF8.self)
    }
}
