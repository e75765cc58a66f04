/// The PostgreSQL store's schema as migration steps, oldest first, and the
/// advisory lock keys it uses. Names compare byte by byte (`COLLATE "C"`),
/// as in SQLite, so list order and cursors agree whatever the database's
/// locale. Times are the RFC 3339 text `Timestamp` writes, as in SQLite.
enum PostgresSchema {
    /// `pg_advisory_xact_lock(bigint)` key held while migrating: replicas
    /// starting at once apply each step exactly once, one after another.
    static let migrationLock: Int64 = 0x6C61_796F_7574_6401  // "layoutd" 1
    /// First key of `pg_advisory_xact_lock(int, int)` for a scene's writes,
    /// the second being the hash of its name. The two-key space never meets
    /// the one-key space of `migrationLock`.
    static let sceneLockSpace: Int64 = 0x4C59_5344  // "LYSD"

    static let steps: [Migration] = [
        Migration(name: "create scenes, versions and history", statements: [
            """
            CREATE TABLE scene (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name TEXT COLLATE "C" NOT NULL UNIQUE,
                latest_version INTEGER NOT NULL,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE scene_version (
                scene_id BIGINT NOT NULL REFERENCES scene(id) ON DELETE CASCADE,
                version INTEGER NOT NULL,
                etag TEXT NOT NULL,
                created_at TEXT NOT NULL,
                document BYTEA NOT NULL,
                PRIMARY KEY (scene_id, version)
            )
            """,
            // Ids from an identity sequence: unique across every replica and
            // never handed out again, even after their scene is deleted. The
            // key on (scene, version) makes a solve of a deleted version
            // impossible to record and removes history with its versions.
            """
            CREATE TABLE history (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                scene_id BIGINT NOT NULL,
                version INTEGER NOT NULL,
                at TEXT NOT NULL,
                status TEXT NOT NULL,
                duration_us BIGINT NOT NULL,
                counts TEXT NOT NULL DEFAULT '',
                omitted_bytes BIGINT,
                overrides BYTEA,
                result BYTEA NOT NULL,
                FOREIGN KEY (scene_id, version) REFERENCES scene_version(scene_id, version) ON DELETE CASCADE
            )
            """,
            "CREATE INDEX history_by_scene ON history(scene_id, id)",
        ]),
    ]
}
