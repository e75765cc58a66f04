import Foundation
import JSON
import HTTPServer
import LayoutScene

extension Routes {
    mutating func addHealthRoutes() {
        let context = self.context
        add("GET", "/healthz", access: .probe) { _, _, sink in
            sink.send(.json(.object([JSONMember("status", .string("ok"))])))
        }
        add("GET", "/readyz", access: .probe) { _, _, sink in
            if !context.readiness.isReady {
                sink.send(.json(.object([JSONMember("status", .string("draining"))]), status: 503))
            } else if let problem = context.storeWatch.unreachable {
                // Not ready while the store is away: a balancer sends the
                // requests to a replica that can store them.
                sink.send(.json(.object([JSONMember("status", .string("store unreachable")),
                                         JSONMember("detail", .string(problem))]), status: 503))
            } else {
                sink.send(.json(.object([JSONMember("status", .string("ready"))])))
            }
        }
        add("GET", "/metrics", changesState: false) { _, _, sink in
            sink.send(.text(context.metrics.render(gauges: context.gauges()),
                            contentType: "text/plain; version=0.0.4; charset=utf-8"))
        }
    }
}

extension ServiceContext {
    func gauges() -> [ServiceMetrics.Gauge] {
        [
            .init(name: "layoutd_solve_queue_depth", help: "Solves waiting for a worker.",
                  value: Double(solvePool.queueDepth)),
            .init(name: "layoutd_solve_workers_busy", help: "Workers solving now.",
                  value: Double(solvePool.busyWorkers)),
            .init(name: "layoutd_solve_workers", help: "Solver threads.", value: Double(solvePool.workerCount)),
            .init(name: "layoutd_open_connections", help: "Open client connections.",
                  value: Double(openConnections())),
            .init(name: "layoutd_reply_bytes_held", help: "Answer bytes produced and not yet read by their clients.",
                  value: Double(serverHandle.heldReplyBytes)),
            .init(name: "layoutd_solver_cache_entries", help: "Warm stored-scene solvers held.",
                  value: Double(engine.cachedCount)),
        ]
    }
}

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
