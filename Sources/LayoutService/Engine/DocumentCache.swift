import Foundation
import LayoutScene

/// Decoded stored scenes by ETag, least recently used evicted. An ETag hashes
/// name, version and bytes, so an entry can never go stale: a scene deleted
/// and created again under the same version number gets another ETag. Unlike
/// `SolverCache` it keeps every scene, also those no warm solver can serve
/// (conflicting ones), so a stored-scene solve decodes its document once.
final class DocumentCache: @unchecked Sendable {
    // @unchecked: all state is guarded by `lock`; documents are values.
    struct Entry {
        var document: SceneDocument
        var byteCount: Int
        var lastUse: UInt64
    }

    /// Kept documents came from at most this many stored bytes in all, so a
    /// few huge scenes cannot take all the memory.
    static let maxBytes = 64 << 20

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    private var bytes = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }

    func document(_ etag: String) -> SceneDocument? {
        lock.lock(); defer { lock.unlock() }
        guard entries[etag] != nil else { return nil }
        clock += 1
        entries[etag]!.lastUse = clock
        return entries[etag]!.document
    }

    /// Keeps `document`, decoded from `byteCount` stored bytes.
    func insert(_ etag: String, document: SceneDocument, byteCount: Int) {
        guard capacity > 0, byteCount <= Self.maxBytes else { return }
        lock.lock(); defer { lock.unlock() }
        clock += 1
        if let old = entries[etag] { bytes -= old.byteCount }
        entries[etag] = Entry(document: document, byteCount: byteCount, lastUse: clock)
        bytes += byteCount
        // A linear scan, but only on a miss, which decoding costs far more.
        while entries.count > capacity || bytes > Self.maxBytes {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries[oldest.key] = nil
            bytes -= oldest.value.byteCount
        }
    }
}
