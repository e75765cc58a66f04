/// A Prometheus histogram: cumulative bucket counts, sum and count.
struct Histogram {
    static let defaultBuckets: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025,
                                           0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
    let bounds: [Double]
    private(set) var counts: [Int]
    private(set) var sum = 0.0
    private(set) var count = 0

    init(bounds: [Double] = Histogram.defaultBuckets) {
        self.bounds = bounds
        counts = Array(repeating: 0, count: bounds.count)
    }

    mutating func observe(_ value: Double) {
        if let i = bounds.firstIndex(where: { value <= $0 }) { counts[i] += 1 }
        sum += value
        count += 1
    }

    /// Exposition lines for `name` with the given label text (`a="b",` or "").
    func lines(name: String, labels: String) -> [String] {
        var out: [String] = []
        var cumulative = 0
        for (bound, c) in zip(bounds, counts) {
            cumulative += c
            out.append("\(name)_bucket{\(labels)le=\"\(PrometheusText.number(bound))\"} \(cumulative)")
        }
        out.append("\(name)_bucket{\(labels)le=\"+Inf\"} \(count)")
        let plain = labels.isEmpty ? "" : "{\(labels.dropLast())}"
        out.append("\(name)_sum\(plain) \(PrometheusText.number(sum))")
        out.append("\(name)_count\(plain) \(count)")
        return out
    }
}
