import Foundation

/// The daemon's counters and histograms, rendered as Prometheus text for
/// GET /metrics. Gauges (queue depth, busy workers, open connections) are
/// read from their owners at render time, so nothing here can go stale.
public final class ServiceMetrics: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock`.
    private struct RequestKey: Hashable, Comparable {
        let route: String
        let method: String
        let status: Int
        static func < (a: RequestKey, b: RequestKey) -> Bool {
            (a.route, a.method, a.status) < (b.route, b.method, b.status)
        }
    }

    /// Answers of one route and method, counted by status.
    private struct Counters {
        let route: String
        let method: String
        /// (status, count) pairs; a route answers with a handful of statuses.
        var byStatus: [(status: Int, count: Int)] = []
    }

    private let lock = NSLock()
    private var counters: [Counters] = []
    private var durations: [(route: String, histogram: Histogram)] = []
    private var solveDuration = Histogram()
    private var solvesByStatus: [String: Int] = [:]
    private var rejected = 0
    private var deadlineExceeded = 0
    private var budgetExceeded = 0
    private var replyRefusals = 0
    private var storeUnavailable = 0

    public init() {}

    /// The series of `route` and `method`, registered on first use; routes take
    /// theirs when they are added, so requests are counted without lookups.
    public func series(route: String, method: String) -> RequestSeries {
        lock.lock(); defer { lock.unlock() }
        let durationIndex = durations.firstIndex { $0.route == route } ?? {
            durations.append((route, Histogram()))
            return durations.count - 1
        }()
        let counterIndex = counters.firstIndex { $0.route == route && $0.method == method } ?? {
            counters.append(Counters(route: route, method: method))
            return counters.count - 1
        }()
        return RequestSeries(counters: counterIndex, durations: durationIndex)
    }

    public func recordRequest(_ series: RequestSeries, status: Int, seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        if let index = counters[series.counters].byStatus.firstIndex(where: { $0.status == status }) {
            counters[series.counters].byStatus[index].count += 1
        } else {
            counters[series.counters].byStatus.append((status, 1))
        }
        durations[series.durations].histogram.observe(seconds)
    }

    public func recordRequest(route: String, method: String, status: Int, seconds: Double) {
        recordRequest(series(route: route, method: method), status: status, seconds: seconds)
    }

    public func recordSolve(status: String, seconds: Double) {
        lock.lock(); defer { lock.unlock() }
        solveDuration.observe(seconds)
        solvesByStatus[status, default: 0] += 1
    }

    public func recordQueueFull() {
        lock.lock(); rejected += 1; lock.unlock()
    }

    public func recordReplyRefused() {
        lock.lock(); replyRefusals += 1; lock.unlock()
    }

    public func recordDeadlineExceeded() {
        lock.lock(); deadlineExceeded += 1; lock.unlock()
    }

    public func recordBudgetExceeded() {
        lock.lock(); budgetExceeded += 1; lock.unlock()
    }

    public func recordStoreUnavailable() {
        lock.lock(); storeUnavailable += 1; lock.unlock()
    }

    public struct Gauge: Sendable {
        public var name: String
        public var help: String
        public var value: Double
        public init(name: String, help: String, value: Double) {
            self.name = name
            self.help = help
            self.value = value
        }
    }

    public func render(gauges: [Gauge]) -> String {
        lock.lock(); defer { lock.unlock() }
        var out: [String] = []
        out.append("# HELP layoutd_http_requests_total HTTP requests answered, by route, method and status.")
        out.append("# TYPE layoutd_http_requests_total counter")
        var requests: [RequestKey: Int] = [:]
        for series in counters {
            for (status, count) in series.byStatus {
                requests[RequestKey(route: series.route, method: series.method, status: status)] = count
            }
        }
        for key in requests.keys.sorted() {
            out.append("layoutd_http_requests_total{route=\"\(PrometheusText.escape(key.route))\",method=\"\(key.method)\",status=\"\(key.status)\"} \(requests[key]!)")
        }
        out.append("# HELP layoutd_http_request_duration_seconds Time from a complete request to its response.")
        out.append("# TYPE layoutd_http_request_duration_seconds histogram")
        // Routes registered but never requested have no series yet.
        for (route, histogram) in durations.sorted(by: { $0.route < $1.route }) where histogram.count > 0 {
            out += histogram.lines(name: "layoutd_http_request_duration_seconds",
                                   labels: "route=\"\(PrometheusText.escape(route))\",")
        }
        out.append("# HELP layoutd_solve_duration_seconds Time a worker spent on one solve (decode to encode).")
        out.append("# TYPE layoutd_solve_duration_seconds histogram")
        out += solveDuration.lines(name: "layoutd_solve_duration_seconds", labels: "")
        out.append("# HELP layoutd_solves_total Solves by result status.")
        out.append("# TYPE layoutd_solves_total counter")
        for status in solvesByStatus.keys.sorted() {
            out.append("layoutd_solves_total{status=\"\(PrometheusText.escape(status))\"} \(solvesByStatus[status]!)")
        }
        out.append("# HELP layoutd_queue_rejections_total Solves refused with 503 because the queue was full.")
        out.append("# TYPE layoutd_queue_rejections_total counter")
        out.append("layoutd_queue_rejections_total \(rejected)")
        out.append("# HELP layoutd_solve_deadline_exceeded_total Solves that missed their deadline.")
        out.append("# TYPE layoutd_solve_deadline_exceeded_total counter")
        out.append("layoutd_solve_deadline_exceeded_total \(deadlineExceeded)")
        out.append("# HELP layoutd_solve_budget_exceeded_total Solves refused with 422: past solver.max_work or solver.max_terms.")
        out.append("# TYPE layoutd_solve_budget_exceeded_total counter")
        out.append("layoutd_solve_budget_exceeded_total \(budgetExceeded)")
        out.append("# HELP layoutd_reply_budget_rejections_total Answers replaced by 503 because too many answers waited for their clients to read them.")
        out.append("# TYPE layoutd_reply_budget_rejections_total counter")
        out.append("layoutd_reply_budget_rejections_total \(replyRefusals)")
        out.append("# HELP layoutd_store_unavailable_total Requests answered 503 because the store could not be reached.")
        out.append("# TYPE layoutd_store_unavailable_total counter")
        out.append("layoutd_store_unavailable_total \(storeUnavailable)")
        for g in gauges {
            out.append("# HELP \(g.name) \(g.help)")
            out.append("# TYPE \(g.name) gauge")
            out.append("\(g.name) \(PrometheusText.number(g.value))")
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// A route's place in `ServiceMetrics`, handed out when the route is added so
/// that counting one of its requests indexes arrays instead of hashing strings.
public struct RequestSeries: Sendable {
    /// Index of the (route, method) counters.
    let counters: Int
    /// Index of the route's duration histogram (shared by its methods).
    let durations: Int
}

/// Helpers for the Prometheus text exposition format.
enum PrometheusText {
    static func number(_ v: Double) -> String {
        if v == Double(Int64(exactly: v.rounded()) ?? 0) && abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    static func escape(_ label: String) -> String {
        var out = ""
        for ch in label {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out
    }
}
