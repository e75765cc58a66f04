extension ContinuousClock {
    /// Seconds taken by `body`.
    static func seconds<T>(_ body: () throws -> T) rethrows -> (Double, T) {
        let clock = ContinuousClock()
        var result: T?
        let d = try clock.measure { result = try body() }
        let (s, atto) = d.components
        return (Double(s) + Double(atto) * 1e-18, result!)
    }
}
