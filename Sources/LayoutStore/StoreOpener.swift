/// Opens the store a configuration names: SQLite in `directory` when `url`
/// is nil, PostgreSQL for a postgresql:// or postgres:// URL; any other URL
/// is refused with `.unsupportedURL` before anything is opened.
public enum StoreOpener {
    public static func open(_ configuration: StoreConfiguration) throws(StoreError) -> any SceneStorage {
        guard let url = configuration.url else {
            return try SQLiteSceneStore(configuration: configuration)
        }
        guard url.hasPrefix("postgresql://") || url.hasPrefix("postgres://") else {
            let scheme = url.range(of: "://").map { String(url[..<$0.lowerBound]) } ?? ""
            throw .unsupportedURL(scheme: scheme)
        }
        return try PostgresSceneStore(configuration: configuration)
    }
}
