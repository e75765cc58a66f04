/// The value of an `If-Match` or `If-None-Match` field (RFC 9110 §13.1.1,
/// §13.1.2): `*` or a list of entity tags. Every field line of the header is
/// one list (§5.3); empty list elements are skipped (§5.6.1).
public enum EntityTagCondition: Sendable, Equatable {
    case any
    /// Tags as sent, quotes included, with whether each was weak (`W/`).
    case tags([EntityTag])

    public struct EntityTag: Sendable, Equatable {
        /// The opaque tag with its quotes, e.g. `"3-a1b2"`.
        public var opaque: String
        public var isWeak: Bool

        public init(_ opaque: String, isWeak: Bool = false) {
            self.opaque = opaque
            self.isWeak = isWeak
        }
    }

    /// Why a field value is not a condition; says which field and where.
    public struct Malformed: Error, Sendable, Equatable {
        public var field: String
        public var reason: String
    }

    /// The condition in `field`, nil when the request does not carry it.
    /// `*` beside a tag, an unterminated or unquoted tag and an empty value are
    /// malformed (a write must not go through on a condition it cannot read).
    public static func parse(_ field: String, in headers: HTTPHeaders) throws(Malformed) -> EntityTagCondition? {
        let lines = headers.values(for: field)
        if lines.isEmpty { return nil }
        var tags: [EntityTag] = []
        var stars = 0
        for line in lines {
            let bytes = Array(line.utf8)
            var i = 0
            while true {
                while i < bytes.count, bytes[i] == ASCII.space || bytes[i] == ASCII.tab || bytes[i] == ASCII.comma { i += 1 }
                if i == bytes.count { break }
                if bytes[i] == UInt8(ascii: "*") {
                    stars += 1
                    i += 1
                } else {
                    let weak = i + 1 < bytes.count && bytes[i] == UInt8(ascii: "W") && bytes[i + 1] == UInt8(ascii: "/")
                    if weak { i += 2 }
                    guard i < bytes.count, bytes[i] == ASCII.quote else {
                        throw Malformed(field: field, reason: "an entity tag is a quoted string, optionally after W/")
                    }
                    let start = i
                    i += 1
                    // etagc: %x21 / %x23-7E / obs-text
                    while i < bytes.count, bytes[i] == 0x21 || (bytes[i] >= 0x23 && bytes[i] != 0x7F) { i += 1 }
                    guard i < bytes.count, bytes[i] == ASCII.quote else {
                        throw Malformed(field: field, reason: "an entity tag is not closed by a quote or holds a character it may not")
                    }
                    i += 1
                    tags.append(EntityTag(String(decoding: bytes[start..<i], as: UTF8.self), isWeak: weak))
                }
                while i < bytes.count, bytes[i] == ASCII.space || bytes[i] == ASCII.tab { i += 1 }
                guard i == bytes.count || bytes[i] == ASCII.comma else {
                    throw Malformed(field: field, reason: "list elements are separated by commas")
                }
            }
        }
        switch (stars, tags.isEmpty) {
        case (0, true): throw Malformed(field: field, reason: "the value is empty")
        case (0, false): return .tags(tags)
        case (1, true): return .any
        default: throw Malformed(field: field, reason: "* stands alone")
        }
    }
}
