extension SceneStore {
    /// The latest version of a scene and its ETag, without the document.
    public struct LatestVersion: Sendable, Equatable {
        public var version: Int
        public var etag: String
        /// The scene's row id, so recording a solve of this version needs no
        /// lookup by name again.
        var sceneID: Int64
        /// `HistoryLog.deletionCount` read before the lookup: while no scene
        /// was deleted since, the scene still holds this version (SQLite; 0
        /// for PostgreSQL, which checks in the insert itself).
        var checkedAt: UInt64
    }
}

extension SceneStore {
    /// A recorded solve without its result bytes (the history list).
    public struct HistorySummary: Sendable, Equatable {
        public var id: Int64
        public var at: String
        public var version: Int
        public var status: String
        public var durationMicroseconds: Int
        /// Diagnostics of the solve by kind.
        public var diagnosticCounts: [String: Int]
        /// The result's length when it was too long to keep
        /// (`StoreConfiguration.historyResultMaxBytes`); nil when kept.
        public var omittedResultBytes: Int?
    }
}

extension SceneStore {
    /// A recorded solve in full: `result` is byte for byte what was recorded.
    /// The summary's fields read directly: `record.id`, `record.status`, ….
    @dynamicMemberLookup
    public struct HistoryRecord: Sendable, Equatable {
        public var summary: HistorySummary
        /// The request body's overrides, if the solve had any.
        public var overrides: [UInt8]?
        /// Empty when the result was omitted (`omittedResultBytes`).
        public var result: [UInt8]

        public subscript<Value>(dynamicMember field: WritableKeyPath<HistorySummary, Value>) -> Value {
            get { summary[keyPath: field] }
            set { summary[keyPath: field] = newValue }
        }
    }
}

extension SceneStore {
    /// A row of the scene list.
    public struct SceneSummary: Sendable, Equatable {
        public var name: String
        /// Latest version.
        public var version: Int
        public var updatedAt: String
        /// Status of the newest recorded solve, if any.
        public var lastStatus: String?
        public var lastSolvedAt: String?
    }
}

extension SceneStore {
    /// One version of a scene, its document exactly as it was stored.
    public struct StoredScene: Sendable, Equatable {
        public var name: String
        public var version: Int
        public var document: [UInt8]
        public var etag: String
        /// When the scene was first stored (its version 1), RFC 3339 UTC.
        public var createdAt: String
        /// When this version was stored, RFC 3339 UTC.
        public var updatedAt: String
    }
}

extension SceneStore {
    /// The version a PUT stored.
    public struct PutResult: Sendable, Equatable {
        public var version: Int
        /// True when the PUT created the scene (HTTP 201), false for a new
        /// version of an existing one (200).
        public var created: Bool
        public var etag: String
    }
}

extension SceneStore {
    /// A version in a scene's list of versions, without its document.
    public struct VersionInfo: Sendable, Equatable {
        public var version: Int
        public var etag: String
        /// When this version was stored, RFC 3339 UTC.
        public var createdAt: String
        public var byteCount: Int
    }
}

extension SceneStore {
    /// One scene whole, as `archive(name:)` reads it and `restore` writes it.
    public struct SceneArchive: Sendable, Equatable {
        public var name: String
        public var createdAt: String
        public var updatedAt: String
        /// Every version, oldest first (numbers 1...n).
        public var versions: [StoredScene]
        /// The history kept, oldest first; ids are the source store's.
        public var history: [HistoryRecord]

        public init(name: String, createdAt: String, updatedAt: String, versions: [StoredScene], history: [HistoryRecord]) {
            self.name = name
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.versions = versions
            self.history = history
        }
    }
}

extension SceneStore {
    /// Refuses an archive no store could have written: versions not
    /// numbered 1...n, a version of another scene, history of a version
    /// that does not exist.
    public static func checkArchive(_ archive: SceneArchive) throws(StoreError) {
        guard !archive.versions.isEmpty else { throw .invalidArgument(name: "versions", value: 0) }
        for (index, version) in archive.versions.enumerated() where version.version != index + 1 || version.name != archive.name {
            throw .versionNotFound(name: archive.name, version: index + 1)
        }
        for record in archive.history where !(1...archive.versions.count).contains(record.version) {
            throw .versionNotFound(name: archive.name, version: record.version)
        }
    }
}
