import Foundation

/// Whether the daemon takes new work: /readyz answers 503 once draining starts,
/// so a load balancer stops sending before the listener closes.
final class ReadinessState: @unchecked Sendable {
    // @unchecked: `draining` is guarded by `lock`.
    private let lock = NSLock()
    private var draining = false

    var isReady: Bool {
        lock.lock(); defer { lock.unlock() }
        return !draining
    }

    func startDraining() {
        lock.lock(); draining = true; lock.unlock()
    }
}
