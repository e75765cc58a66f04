extension SQLiteSceneStore {
    /// One page of scenes in name order, optionally only names starting with
    /// `prefix`. `cursor` is the `nextCursor` of the previous page; paging
    /// by "names after the last one seen" keeps pages free of duplicates and
    /// gaps even while scenes are added or deleted. `limit` is clamped to
    /// 1...1000; below 1 is an error.
    public func listScenes(prefix: String?, limit: Int, cursor: String?) throws(StoreError) -> (items: [SceneSummary], nextCursor: String?) {
        guard limit >= 1 else { throw .invalidArgument(name: "limit", value: limit) }
        let pageSize = min(limit, StoreLimits.maxPageSize)
        let after = try cursor.map(Self.decodeCursor)
        let prefix = prefix ?? ""
        // Names are ASCII below 0x7F, so every name starting with `prefix`
        // sorts in [prefix, prefix + "\u{7F}") and no other name does. One
        // lower bound only: SQLite would scan from the looser of two.
        let upperBound = prefix + "\u{7F}"
        let (lowerBound, comparison) = after.map { $0 >= prefix ? ($0, ">") : (prefix, ">=") } ?? (prefix, ">=")
        try flushHistory()  // last status and time of solves already recorded
        var items = try read { (db: Connection) throws(StoreError) -> [SceneSummary] in
            try db.all(
                """
                SELECT s.name, s.latest_version, s.updated_at, h.status, h.at FROM scene s
                LEFT JOIN history h ON h.id = (SELECT max(id) FROM history WHERE scene_id = s.id)
                WHERE s.name \(comparison) ? AND s.name < ? ORDER BY s.name LIMIT ?
                """, [.text(lowerBound), .text(upperBound), .int(pageSize + 1)]
            ) {
                SceneSummary(
                    name: $0.text(0), version: $0.int(1), updatedAt: $0.text(2),
                    lastStatus: $0.optionalText(3), lastSolvedAt: $0.optionalText(4))
            }
        }
        guard items.count > pageSize else { return (items, nil) }
        items.removeLast(items.count - pageSize)
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

