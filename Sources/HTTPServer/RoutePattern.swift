/// A path pattern such as "/v1/scenes/:name/history/:id": literal segments and
/// named parameters, each matching exactly one (decoded) path segment.
struct RoutePattern: Sendable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    init(_ pattern: String) {
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "" { parts.removeFirst() }
        segments = parts.map { part in
            part.hasPrefix(":") && part.count > 1 ? .parameter(String(part.dropFirst())) : .literal(part)
        }
    }

    /// The parameters when `path` (decoded segments) matches, else nil.
    func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, value) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                if literal != value { return nil }
            case .parameter(let name):
                if value.isEmpty { return nil }
                parameters[name] = value
            }
        }
        return parameters
    }

    /// True when `self` should win over `other` for a path both match:
    /// the first segment where they differ decides, a literal beating a parameter.
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            case (.parameter, .literal): return false
            default: continue
            }
        }
        return false
    }

    /// Splits a raw (still encoded) path into decoded segments; nil if an escape is broken.
    static func segments(ofRawPath rawPath: [UInt8]) -> [String]? {
        var decoded: [String] = []
        guard !rawPath.isEmpty else { return decoded }
        var start = rawPath.first == ASCII.slash ? 1 : 0
        // A hand-written split: the generic one cost more than the decoding.
        while true {
            var end = start
            while end < rawPath.count, rawPath[end] != ASCII.slash { end += 1 }
            guard let segment = PercentDecoding.decode(rawPath[start..<end], plusAsSpace: false) else { return nil }
            decoded.append(segment)
            guard end < rawPath.count else { return decoded }
            start = end + 1
        }
    }
}
