import LayoutScene

/// Decoded stored scenes by ETag, least recently used evicted. An ETag hashes
/// name, version and bytes, so an entry can never go stale: a scene deleted
/// and created again under the same version number gets another ETag. Unlike
/// `SolverCache` it keeps every scene, also those no warm solver can serve
/// (conflicting ones), so a stored-scene solve decodes its document once.
struct DocumentCache: Sendable {
    /// Kept documents came from at most this many stored bytes in all, so a
    /// few huge scenes cannot take all the memory.
    static let maxBytes = 64 << 20

    private let entries: ByteBoundedCache<String, SceneDocument>

    init(capacity: Int) {
        entries = ByteBoundedCache(capacity: capacity, maxBytes: Self.maxBytes)
    }

    var count: Int { entries.count }

    func document(_ etag: String) -> SceneDocument? { entries.value(etag) }

    /// Keeps `document`, decoded from `byteCount` stored bytes.
    func insert(_ etag: String, document: SceneDocument, byteCount: Int) {
        entries.insert(etag, value: document, byteCount: byteCount)
    }
}
