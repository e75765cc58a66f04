/// A strict RFC 8259 parser over UTF-8 bytes. Errors carry the exact byte
/// offset. Numbers become `Double`; a number that overflows to infinity is
/// an error. Nesting is limited (recursion depth is bounded by `maxDepth`).
public struct JSONParser {
    public var maxDepth: Int
    public var maxStringBytes: Int
    /// Names the caller expects often, returned as its own literals so a
    /// member name that spells one is neither validated nor copied again
    /// (the scene format's fields: `JSONKnownKey`).
    public var knownKeys: KnownKeys?

    /// The literal `name` spells, nil for any other name.
    public typealias KnownKeys = @Sendable (_ name: UnsafeBufferPointer<UInt8>) -> String?

    public static let defaultMaxDepth = 512
    public static let defaultMaxStringBytes = 1 << 20

    public init(maxDepth: Int = JSONParser.defaultMaxDepth, maxStringBytes: Int = JSONParser.defaultMaxStringBytes,
                knownKeys: KnownKeys? = nil) {
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.knownKeys = knownKeys
    }

    public func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONError) -> JSONValue in
            var cursor = JSONCursor(bytes: buffer, maxDepth: maxDepth, maxStringBytes: maxStringBytes, knownKeys: knownKeys)
            cursor.skipWhitespace()
            let value = try cursor.value(depth: 0)
            cursor.skipWhitespace()
            if cursor.offset < buffer.count { throw .trailingGarbage(offset: cursor.offset) }
            return value
        }
    }

    public func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The reading position of one parse.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let maxStringBytes: Int
    let knownKeys: JSONParser.KnownKeys?
    var offset = 0
    /// Room reserved in each object and array: growing from empty one
    /// element at a time reallocated most small objects twice or more.
    static let typicalCount = 4

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, maxStringBytes: Int, knownKeys: JSONParser.KnownKeys?) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
        self.knownKeys = knownKeys
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    func peek(expected: String) throws(JSONError) -> UInt8 {
        guard offset < bytes.count else { throw .unexpectedEnd(offset: offset, expected: expected) }
        return bytes[offset]
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        let byte = try peek(expected: "a value")
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw .unexpectedByte(offset: offset, found: byte, expected: "a value")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in text {
            let byte = try peek(expected: "'\(word)'")
            if byte != expected { throw .unexpectedByte(offset: offset, found: byte, expected: "'\(word)'") }
            offset += 1
        }
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        if depth > maxDepth { throw .tooDeep(offset: offset, limit: maxDepth) }
        offset += 1
        skipWhitespace()
        if try peek(expected: "'\"' or '}'") == UInt8(ascii: "}") { offset += 1; return .object([]) }
        var members: [JSONMember] = []
        members.reserveCapacity(JSONCursor.typicalCount)
        while true {
            skipWhitespace()
            let byte = try peek(expected: "a member name")
            guard byte == UInt8(ascii: "\"") else {
                throw .unexpectedByte(offset: offset, found: byte, expected: "a member name")
            }
            let key = try string(isKey: true)
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            members.append(JSONMember(key, try value(depth: depth)))
            skipWhitespace()
            let next = try peek(expected: "',' or '}'")
            offset += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            if next != UInt8(ascii: ",") {
                throw .unexpectedByte(offset: offset - 1, found: next, expected: "',' or '}'")
            }
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        if depth > maxDepth { throw .tooDeep(offset: offset, limit: maxDepth) }
        offset += 1
        skipWhitespace()
        if try peek(expected: "a value or ']'") == UInt8(ascii: "]") { offset += 1; return .array([]) }
        var elements: [JSONValue] = []
        elements.reserveCapacity(JSONCursor.typicalCount)
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            let next = try peek(expected: "',' or ']'")
            offset += 1
            if next == UInt8(ascii: "]") { return .array(elements) }
            if next != UInt8(ascii: ",") {
                throw .unexpectedByte(offset: offset - 1, found: next, expected: "',' or ']'")
            }
        }
    }

    mutating func expect(_ byte: UInt8, _ name: String) throws(JSONError) {
        let found = try peek(expected: name)
        if found != byte { throw .unexpectedByte(offset: offset, found: found, expected: name) }
        offset += 1
    }
}
