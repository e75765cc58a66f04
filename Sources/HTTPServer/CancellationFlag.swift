import Synchronization

/// Shared between a connection and the sink of one of its requests, so the
/// connection can cancel without keeping the sink (and its 500 fallback) alive.
final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    var isSet: Bool { flag.load(ordering: .relaxed) }

    func set() {
        flag.store(true, ordering: .relaxed)
    }
}
