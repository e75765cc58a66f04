extension SQLiteSceneStore {
    /// One page of scenes in name order, optionally only names starting with
    /// `prefix`. `cursor` is the `nextCursor` of the previous page (see
    /// `SceneListing`). `limit` is clamped to 1...1000; below 1 is an error.
    public func listScenes(prefix: String?, limit: Int, cursor: String?) throws(StoreError) -> (items: [SceneSummary], nextCursor: String?) {
        let listing = try SceneListing(prefix: prefix, limit: limit, cursor: cursor)
        // Two fixed texts, not the input: the bounds are bound parameters.
        let comparison = listing.inclusive ? ">=" : ">"
        try flushHistory()  // last status and time of solves already recorded
        let rows = try read { (db: Connection) throws(StoreError) -> [SceneSummary] in
            try db.all(
                """
                SELECT s.name, s.latest_version, s.updated_at, h.status, h.at FROM scene s
                LEFT JOIN history h ON h.id = (SELECT max(id) FROM history WHERE scene_id = s.id)
                WHERE s.name \(comparison) ? AND s.name < ? ORDER BY s.name LIMIT ?
                """, [.text(listing.lowerBound), .text(listing.upperBound), .int(listing.pageSize + 1)],
                row: SceneRows.sceneSummary)
        }
        return listing.page(rows)
    }
}
