/// Opens the store a configuration names: SQLite in `directory` when `url`
/// is nil, PostgreSQL for a postgresql:// or postgres:// URL; any other URL
/// is refused with `.unsupportedURL` before anything is opened.
public enum StoreOpener {
    public static func open(_ configuration: StoreConfiguration) throws(StoreError) -> any SceneStorage {
        guard let url = configuration.url else {
            return try SQLiteSceneStore(configuration: configuration)
        }
        guard isDatabaseURL(url) else {
            let scheme = url.range(of: "://").map { String(url[..<$0.lowerBound]) } ?? ""
            throw .unsupportedURL(scheme: scheme)
        }
        return try PostgresSceneStore(configuration: configuration)
    }

    /// Whether `location` names a PostgreSQL database rather than a data directory.
    public static func isDatabaseURL(_ location: String) -> Bool {
        location.hasPrefix("postgresql://") || location.hasPrefix("postgres://")
    }
}
