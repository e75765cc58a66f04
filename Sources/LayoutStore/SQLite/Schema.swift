/// The store's schema as migration steps, oldest first.
enum Schema {
    static let steps: [Migration] = [
        Migration(name: "create scenes, versions and history", statements: [
            """
            CREATE TABLE scene (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE,
                latest_version INTEGER NOT NULL,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                last_status TEXT,
                last_solved_at TEXT
            )
            """,
            """
            CREATE TABLE scene_version (
                scene_id INTEGER NOT NULL REFERENCES scene(id) ON DELETE CASCADE,
                version INTEGER NOT NULL,
                etag TEXT NOT NULL,
                created_at TEXT NOT NULL,
                document BLOB NOT NULL,
                PRIMARY KEY (scene_id, version)
            )
            """,
            // AUTOINCREMENT: a history id is never reused, even after its
            // scene is deleted, so an old /history/{id} link cannot show
            // another solve.
            """
            CREATE TABLE history (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                scene_id INTEGER NOT NULL REFERENCES scene(id) ON DELETE CASCADE,
                at TEXT NOT NULL,
                version INTEGER NOT NULL,
                status TEXT NOT NULL,
                duration_us INTEGER NOT NULL,
                overrides BLOB,
                result BLOB NOT NULL
            )
            """,
            "CREATE INDEX history_by_scene ON history(scene_id, id)",
            """
            CREATE TABLE history_count (
                history_id INTEGER NOT NULL REFERENCES history(id) ON DELETE CASCADE,
                kind TEXT NOT NULL,
                count INTEGER NOT NULL,
                PRIMARY KEY (history_id, kind)
            ) WITHOUT ROWID
            """,
        ]),
        // A scene's last status and time are those of its newest history
        // entry (one index seek when listing): keeping copies in the scene
        // row wrote one more page in every history commit.
        Migration(name: "last status from history", statements: [
            "ALTER TABLE scene DROP COLUMN last_status",
            "ALTER TABLE scene DROP COLUMN last_solved_at",
        ]),
        // Diagnostic counts as one column of the history row (see
        // `DiagnosticCounts`): rows of their own wrote one more page per commit.
        // The table is rebuilt rather than altered so that `counts` sits before
        // the result blob: a column after it would be read through the blob's
        // overflow pages every time a history page is listed. The id sequence
        // is carried over (ids handed out in reserved blocks are never reused).
        Migration(name: "diagnostic counts in the history row", statements: [
            """
            CREATE TABLE history_next (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                scene_id INTEGER NOT NULL REFERENCES scene(id) ON DELETE CASCADE,
                at TEXT NOT NULL,
                version INTEGER NOT NULL,
                status TEXT NOT NULL,
                duration_us INTEGER NOT NULL,
                counts TEXT NOT NULL DEFAULT '',
                overrides BLOB,
                result BLOB NOT NULL
            )
            """,
            """
            INSERT INTO history_next (id, scene_id, at, version, status, duration_us, counts, overrides, result)
            SELECT id, scene_id, at, version, status, duration_us, coalesce((
                SELECT group_concat(length(CAST(kind AS BLOB)) || ':' || kind || '=' || count, ';')
                FROM (SELECT kind, count FROM history_count WHERE history_id = history.id ORDER BY kind)), ''),
                overrides, result
            FROM history
            """,
            "DELETE FROM sqlite_sequence WHERE name = 'history_next'",
            "INSERT INTO sqlite_sequence (name, seq) SELECT 'history_next', seq FROM sqlite_sequence WHERE name = 'history'",
            "DROP TABLE history_count",
            "DROP TABLE history",
            "ALTER TABLE history_next RENAME TO history",
            "CREATE INDEX history_by_scene ON history(scene_id, id)",
        ]),
        // A result over the store's limit is not kept: `result` is empty
        // and this holds the length it had (NULL: kept whole).
        Migration(name: "omitted history results", statements: [
            "ALTER TABLE history ADD COLUMN omitted_bytes INTEGER",
        ]),
    ]
}
