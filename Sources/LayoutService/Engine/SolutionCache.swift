/// Answers of read-only solves of stored scenes (`GET /v1/scenes/{name}/solve`)
/// by scene version and the choice of the solve (query and overrides), least
/// recently used evicted. The ETag in the key hashes the version's bytes, so
/// an answer can never go stale; looking at a scene twice solves it once.
struct SolutionCache: Sendable {
    struct Key: Hashable, Sendable {
        var etag: String
        /// Detail, ambiguity, format and the overrides' bytes, as asked.
        var choice: String
    }

    struct Answer: Sendable {
        var body: [UInt8]
        var contentType: String
        var status: String
        var version: Int
    }

    /// Kept answers hold at most this many bytes in all: the answer of a
    /// 1,000-view scene in full detail is about 2 MB.
    static let maxBytes = 32 << 20

    private let answers: ByteBoundedCache<Key, Answer>

    init(capacity: Int) {
        answers = ByteBoundedCache(capacity: capacity, maxBytes: Self.maxBytes)
    }

    var count: Int { answers.count }

    func answer(_ key: Key) -> Answer? { answers.value(key) }

    func insert(_ key: Key, answer: Answer) {
        answers.insert(key, value: answer, byteCount: answer.body.count)
    }
}
