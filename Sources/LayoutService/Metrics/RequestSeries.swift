/// A route's place in `ServiceMetrics`, handed out when the route is added so
/// that counting one of its requests indexes arrays instead of hashing strings.
public struct RequestSeries: Sendable {
    /// Index of the (route, method) counters.
    let counters: Int
    /// Index of the route's duration histogram (shared by its methods).
    let durations: Int
}
