/// The statements both stores run as they are (most through
/// `SceneDatabase`), and the decoding of their rows. Parameters are written `$1`, `$2`…: PostgreSQL's form, which SQLite
/// reads as named parameters numbered in order of first appearance (every
/// statement here names them in that order), so one text serves both.
/// Lengths use `length()`, which counts bytes of a blob or bytea in both.
enum SceneRows {
    /// The row id of the scene named $1.
    static let sceneIDSQL = "SELECT id FROM scene WHERE name = $1"

    /// The scene $1's row id, latest version and that version's ETag.
    static let latestSQL = """
        SELECT s.id, s.latest_version, v.etag FROM scene s
        JOIN scene_version v ON v.scene_id = s.id AND v.version = s.latest_version
        WHERE s.name = $1
        """

    /// Versions of the scene $1 as `storedScene` reads them; a condition
    /// on `v.version` may follow.
    static let storedSceneSQL = """
        SELECT s.name, v.version, v.document, v.etag, s.created_at, v.created_at
        FROM scene s JOIN scene_version v ON v.scene_id = s.id
        WHERE s.name = $1
        """

    static func storedScene(_ row: some StoreRow) -> SceneStore.StoredScene {
        SceneStore.StoredScene(
            name: row.text(0), version: row.int(1), document: row.blob(2),
            etag: row.text(3), createdAt: row.text(4), updatedAt: row.text(5))
    }

    /// Every version of the scene with row id $1, oldest first, without documents.
    static let versionsSQL = """
        SELECT version, etag, created_at, length(document) FROM scene_version
        WHERE scene_id = $1 ORDER BY version
        """

    static func versionInfo(_ row: some StoreRow) -> SceneStore.VersionInfo {
        SceneStore.VersionInfo(version: row.int(0), etag: row.text(1), createdAt: row.text(2), byteCount: row.int(3))
    }

    /// A version of the scene with row id $1: number $2, ETag $3, time $4, document $5.
    static let insertVersionSQL =
        "INSERT INTO scene_version (scene_id, version, etag, created_at, document) VALUES ($1, $2, $3, $4, $5)"

    /// The scene with row id $3 now has latest version $1, stored at $2.
    static let updateSceneSQL = "UPDATE scene SET latest_version = $1, updated_at = $2 WHERE id = $3"

    /// A row of the scene list: name, latest version, its time, then the
    /// newest solve's status and time (NULL when never solved).
    static func sceneSummary(_ row: some StoreRow) -> SceneStore.SceneSummary {
        SceneStore.SceneSummary(
            name: row.text(0), version: row.int(1), updatedAt: row.text(2),
            lastStatus: row.optionalText(3), lastSolvedAt: row.optionalText(4))
    }

    static let summaryColumns = "id, at, version, status, duration_us, counts, omitted_bytes"

    /// The newest $2 solves of the scene with row id $1, newest first.
    static let historyPageSQL = "SELECT \(summaryColumns) FROM history WHERE scene_id = $1 ORDER BY id DESC LIMIT $2"

    /// Solve $2 of the scene named $1 in full, unless it is past the newest
    /// $3 (the retention: reads hide entries a trim has not dropped yet).
    static let historyEntrySQL = """
        SELECT \(summaryColumns), overrides, result FROM history
        WHERE scene_id = (SELECT id FROM scene WHERE name = $1) AND id = $2 AND id > coalesce((
            SELECT id FROM history WHERE scene_id = (SELECT id FROM scene WHERE name = $1)
            ORDER BY id DESC LIMIT 1 OFFSET $3), 0)
        """

    /// The newest $2 solves of the scene with row id $1 in full, oldest first.
    static let archivedHistorySQL = """
        SELECT * FROM (
            SELECT \(summaryColumns), overrides, result FROM history
            WHERE scene_id = $1 ORDER BY id DESC LIMIT $2) AS kept
        ORDER BY id
        """

    /// Decodes the `summaryColumns` of a row.
    static func summary(_ row: some StoreRow) -> SceneStore.HistorySummary {
        SceneStore.HistorySummary(
            id: row.int64(0), at: row.text(1), version: row.int(2), status: row.text(3),
            durationMicroseconds: row.int(4), diagnosticCounts: DiagnosticCounts.decode(row.text(5)),
            omittedResultBytes: row.isNull(6) ? nil : row.int(6))
    }

    /// Decodes `summaryColumns` followed by overrides and result.
    static func record(_ row: some StoreRow) -> SceneStore.HistoryRecord {
        SceneStore.HistoryRecord(summary: summary(row), overrides: row.optionalBlob(7), result: row.blob(8))
    }

    /// Drops the history of the scene with row id $1 past its newest $2
    /// entries: everything at or below the first id past them.
    static let trimRetentionSQL = """
        DELETE FROM history WHERE scene_id = $1 AND id <= (
            SELECT id FROM history WHERE scene_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)
        """

    /// Then everything of the scene with row id $1 from the newest entry
    /// that passes $2 bytes (SQLite's length() reads the record header, not
    /// the overflow pages).
    static let trimSceneBytesSQL = """
        DELETE FROM history WHERE scene_id = $1 AND id <= (
            SELECT id FROM (
                SELECT id, sum(length(result) + coalesce(length(overrides), 0)) OVER (ORDER BY id DESC) AS kept
                FROM history WHERE scene_id = $1) AS running
            WHERE kept > $2 ORDER BY id DESC LIMIT 1)
        """

    /// Everything from the newest entry of any scene that passes $1 bytes.
    static let trimTotalBytesSQL = """
        DELETE FROM history WHERE id <= (
            SELECT id FROM (
                SELECT id, sum(length(result) + coalesce(length(overrides), 0)) OVER (ORDER BY id DESC) AS kept
                FROM history) AS running
            WHERE kept > $1 ORDER BY id DESC LIMIT 1)
        """
}
