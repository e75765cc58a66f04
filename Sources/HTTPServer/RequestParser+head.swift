extension RequestParser {
    /// Reads the request line once it is complete; rejects early what cannot become one.
    mutating func readRequestLine() throws(HTTPServerError) -> Bool {
        while position < buffer.count, buffer[position] == ASCII.cr || buffer[position] == ASCII.lf {
            // Empty lines before a request are tolerated, a few of them.
            guard buffer[position] == ASCII.cr else { throw .bareLineFeed(offset: 0) }
            guard position + 1 < buffer.count else { return false }
            guard buffer[position + 1] == ASCII.lf else { throw .malformedRequestLine(offset: 0) }
            emptyLinesSkipped += 1
            guard emptyLinesSkipped <= HTTPLimits.maxLeadingEmptyLines else {
                throw .malformedRequestLine(offset: 0)
            }
            position += 2
            scanFrom = position
        }
        requestStart = position
        try checkMethodPrefix()
        let lineLimit = limits.maxTargetBytes + HTTPLimits.requestLineOverhead
        let pending = buffer.count - position
        guard let line = try nextLine(
            limit: lineLimit,
            tooLong: .targetTooLong(bytes: pending, limit: limits.maxTargetBytes)
        ) else {
            return false
        }
        try parseRequestLine(line)
        return true
    }

    /// Rejects a method that is not a short token as soon as its bytes arrive,
    /// so binary junk (a TLS hello, say) is refused without waiting.
    private func checkMethodPrefix() throws(HTTPServerError) {
        let end = min(buffer.count, position + HTTPLimits.maxMethodBytes + 1)
        var index = position
        while index < end {
            let byte = buffer[index]
            if byte == ASCII.space {
                if index == position { throw .invalidMethod(offset: 0) }
                return
            }
            guard ASCII.isTokenChar(byte) else { throw .invalidMethod(offset: index - position) }
            index += 1
        }
        if end - position > HTTPLimits.maxMethodBytes {
            throw .methodNotImplemented(String(decoding: buffer[position..<end], as: UTF8.self))
        }
    }

    private mutating func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPServerError) {
        let start = line.startIndex
        guard let firstSpace = line.firstIndex(of: ASCII.space) else {
            throw .malformedRequestLine(offset: line.count)
        }
        guard let secondSpace = line[(firstSpace + 1)...].firstIndex(of: ASCII.space) else {
            throw .malformedRequestLine(offset: line.count)
        }
        let target = line[(firstSpace + 1)..<secondSpace]
        if target.count > limits.maxTargetBytes {
            throw .targetTooLong(bytes: target.count, limit: limits.maxTargetBytes)
        }
        if target.isEmpty {
            throw .malformedRequestLine(offset: firstSpace + 1 - start)
        }
        if let bad = target.firstIndex(where: { !ASCII.isTargetChar($0) }) {
            throw .malformedRequestLine(offset: bad - start)
        }
        let version = Array(line[(secondSpace + 1)...])
        let prefix = Array("HTTP/".utf8)
        guard version.count == 8, version[0..<5].elementsEqual(prefix),
              version[5] >= 0x30, version[5] <= 0x39, version[6] == UInt8(ascii: "."),
              version[7] >= 0x30, version[7] <= 0x39
        else {
            throw .malformedRequestLine(offset: secondSpace + 1 - start)
        }
        guard version[5] == UInt8(ascii: "1"), version[7] <= UInt8(ascii: "1") else {
            throw .unsupportedVersion(String(decoding: version[5...], as: UTF8.self))
        }
        let method = String(decoding: line[start..<firstSpace], as: UTF8.self)
        // Other methods are read whole (their framing is the same) and
        // answered by the connection: 405 where the path exists, else 501.
        // CONNECT alone is refused here, its target being no path at all.
        guard method != "CONNECT" else {
            throw .methodNotImplemented(method)
        }
        head.method = method
        head.target = Array(target)
        head.minorVersion = Int(version[7] - 0x30)
    }

    /// One field line, checked against RFC 9110 §5 and RFC 9112 §5, added to
    /// `headers`. Static, so that mutating the head's headers does not make
    /// Swift copy the whole parser to keep `self` and `headers` apart.
    static func readField(_ line: ArraySlice<UInt8>, requestStart: Int,
                          into headers: inout HTTPHeaders) throws(HTTPServerError) {
        func offset(_ index: Int) -> Int { index - requestStart }
        let start = line.startIndex
        if ASCII.isWhitespace(line[start]) {
            throw .obsoleteLineFolding(offset: offset(start))
        }
        guard let colon = line.firstIndex(of: ASCII.colon), colon > start else {
            throw .invalidHeaderName(offset: offset(start))
        }
        if ASCII.isWhitespace(line[colon - 1]) {
            throw .whitespaceBeforeColon(offset: offset(colon - 1))
        }
        if let bad = line[start..<colon].firstIndex(where: { !ASCII.isTokenChar($0) }) {
            throw .invalidHeaderName(offset: offset(bad))
        }
        let name = String(decoding: line[start..<colon], as: UTF8.self)
        var valueStart = colon + 1
        var valueEnd = line.endIndex
        while valueStart < valueEnd, ASCII.isWhitespace(line[valueStart]) { valueStart += 1 }
        while valueEnd > valueStart, ASCII.isWhitespace(line[valueEnd - 1]) { valueEnd -= 1 }
        let value = line[valueStart..<valueEnd]
        guard value.allSatisfy(ASCII.isFieldValueChar) else {
            throw .invalidHeaderValue(name: name)
        }
        guard headers.count < HTTPLimits.maxHeaderCount else {
            throw .tooManyHeaders(limit: HTTPLimits.maxHeaderCount)
        }
        headers.add(name, String(decoding: value, as: UTF8.self))
    }

    /// Decides framing and connection handling once the empty line after the headers arrived.
    mutating func finishHead() throws(HTTPServerError) -> State {
        let framing = FramingFields(head.headers)
        if framing.hostCount > 1 { throw .repeatedHost }
        if framing.hostCount == 0 && head.minorVersion == 1 { throw .missingHost }
        let parts = try RequestTarget(head.target)
        if parts.path == "*" && head.method != "OPTIONS" {
            throw .invalidTarget("*")
        }
        targetParts = parts
        let connection = Self.tokens(framing.connection)
        keepAlive = head.minorVersion == 1 ? !connection.contains("close") : connection.contains("keep-alive")

        let next: State
        if !framing.transferEncodings.isEmpty {
            if !framing.contentLengths.isEmpty { throw .contentLengthWithTransferEncoding }
            if head.minorVersion == 0 { throw .transferEncodingInHTTP10 }
            guard Self.tokens(framing.transferEncodings) == ["chunked"] else {
                throw .unsupportedTransferEncoding(framing.transferEncodings.joined(separator: ", "))
            }
            next = .chunkSize
        } else if !framing.contentLengths.isEmpty {
            next = .body(remaining: try contentLength(framing.contentLengths))
        } else {
            if HTTPLimits.methodsRequiringLength.contains(head.method) {
                throw .lengthRequired(method: head.method)
            }
            next = .body(remaining: 0)
        }

        if let expectation = framing.expect {
            guard expectation.lowercased() == "100-continue" else {
                throw .unsupportedExpectation(expectation)
            }
            let expectsBody: Bool
            if case .body(0) = next { expectsBody = false } else { expectsBody = true }
            wantsContinue = expectsBody && position == buffer.count
        }
        scanFrom = position
        return next
    }

    /// All Content-Length values (fields and list members) must be the same digits.
    private func contentLength(_ fields: [String]) throws(HTTPServerError) -> Int {
        if fields.count == 1, let length = Self.plainLength(fields[0]) {
            guard length <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
            return length
        }
        var values: [Substring] = []
        for field in fields {
            for member in field.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = member.trimmingASCIIWhitespace()
                guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw .invalidContentLength(field)
                }
                values.append(trimmed)
            }
        }
        guard values.allSatisfy({ $0 == values[0] }) else {
            throw .differingContentLengths(fields)
        }
        guard values[0].utf8.count <= 18, let length = Int(values[0]), length <= limits.maxBodyBytes else {
            throw .bodyTooLarge(limit: limits.maxBodyBytes)
        }
        return length
    }

    /// The usual case read without splitting: one field of 1 to 18 digits
    /// (the parser has trimmed the value). nil sends the field down the
    /// general path, which also words the errors.
    static func plainLength(_ field: String) -> Int? {
        var native = field
        return native.withUTF8 { bytes -> Int? in
            guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
            var length = 0
            for byte in bytes {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                length = length * 10 + Int(byte - 0x30)
            }
            return length
        }
    }

    mutating func finishRequest() -> Parsed {
        let parts = targetParts ?? RequestTarget.root
        let request = HTTPRequest(
            method: head.method,
            target: String(decoding: head.target, as: UTF8.self),
            parts: parts,
            headers: head.headers,
            body: body
        )
        let parsed = Parsed(request: request, keepAlive: keepAlive)
        head = Head()
        body = []
        targetParts = nil
        keepAlive = true
        wantsContinue = false
        emptyLinesSkipped = 0
        state = .requestLine
        requestStart = position
        scanFrom = position
        return parsed
    }

    /// The size of a chunk-size line: hex digits, then optional extensions we ignore.
    func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPServerError) -> Int {
        var size = 0
        var index = line.startIndex
        while index < line.endIndex, let digit = ASCII.hexValue(line[index]) {
            size = size << 4 | Int(digit)
            index += 1
        }
        let digits = index - line.startIndex
        guard digits > 0, digits <= HTTPLimits.maxChunkSizeDigits else {
            throw .invalidChunkSize(offset: offset(line.startIndex))
        }
        while index < line.endIndex, ASCII.isWhitespace(line[index]) { index += 1 }
        if index < line.endIndex {
            guard line[index] == ASCII.semicolon,
                  line[index...].allSatisfy(ASCII.isFieldValueChar)
            else {
                throw .invalidChunkSize(offset: offset(index))
            }
        }
        return size
    }

    /// Comma-separated tokens of all fields, lowercased, empty members dropped.
    static func tokens(_ fields: [String]) -> [String] {
        fields.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingASCIIWhitespace().lowercased() }
            .filter { !$0.isEmpty }
    }
}

extension Substring {
    func trimmingASCIIWhitespace() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
