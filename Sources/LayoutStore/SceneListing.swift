/// One request for a page of the scene list, as every store reads it:
/// names in byte order from `lowerBound` (after it unless `inclusive`) below
/// `upperBound`, `pageSize + 1` rows asked for so that a following page
/// shows itself. The cursor is the Base64URL of the last name handed out;
/// paging by "names after the last one seen" keeps pages free of duplicates
/// and gaps even while scenes are added or deleted.
struct SceneListing {
    let pageSize: Int
    let lowerBound: String
    let inclusive: Bool
    let upperBound: String

    /// `limit` is clamped to 1...`StoreLimits.maxPageSize`; below 1 is an error.
    init(prefix: String?, limit: Int, cursor: String?) throws(StoreError) {
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        pageSize = min(limit, StoreLimits.maxPageSize)
        let after = try cursor.map(Self.decodeCursor)
        let prefix = prefix ?? ""
        // Names are ASCII below 0x7F, so every name starting with `prefix`
        // sorts in [prefix, prefix + "\u{7F}") and no other name does. One
        // lower bound only: a database would scan from the looser of two.
        upperBound = prefix + "\u{7F}"
        if let after, after >= prefix {
            (lowerBound, inclusive) = (after, false)
        } else {
            (lowerBound, inclusive) = (prefix, true)
        }
    }

    /// The rows read (at most `pageSize + 1`) as a page and its cursor.
    func page(_ rows: [SceneStore.SceneSummary]) -> (items: [SceneStore.SceneSummary], nextCursor: String?) {
        guard rows.count > pageSize else { return (rows, nil) }
        let items = Array(rows.prefix(pageSize))
        return (items, items.last.map { Base64URL.encode(Array($0.name.utf8)) })
    }

    private static func decodeCursor(_ cursor: String) throws(StoreError) -> String {
        guard let bytes = Base64URL.decode(cursor),
              let name = String(validating: bytes, as: UTF8.self),
              SceneName.isValid(name)
        else { throw .invalidCursor(cursor) }
        return name
    }
}
