/// `--name value...` options of a bench subcommand: each option takes the
/// words after it up to the next option.
struct BenchArguments {
    private var values: [String: [String]] = [:]

    init(_ arguments: [String]) {
        var current: String?
        for word in arguments {
            if word.hasPrefix("--") {
                current = String(word.dropFirst(2))
                values[current!, default: []] += []
            } else if let current {
                values[current, default: []].append(word)
            }
        }
    }

    func has(_ name: String) -> Bool { values[name] != nil }
    func strings(_ name: String) -> [String]? { values[name] }
    func ints(_ name: String) -> [Int]? { values[name].map { $0.compactMap { Int($0) } } }
    func int(_ name: String, default value: Int) -> Int { ints(name)?.first ?? value }
}

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

/// Fixed-point text without Foundation: `fixed(3.14159, 2)` is "3.14".
func fixed(_ x: Double, _ digits: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let negative = x < 0
    let scaled = (abs(x) * scale + 0.5)
    guard scaled < 9e18 else { return "\(x)" }
    let n = UInt64(scaled)
    let whole = n / UInt64(scale)
    var frac = String(n % UInt64(scale))
    while frac.count < digits { frac = "0" + frac }
    return (negative && n > 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + frac : "")
}

/// `1.2e-13` style text with one decimal.
func scientific(_ x: Double) -> String {
    if x == 0 { return "0.0e+00" }
    var m = abs(x), e = 0
    while m >= 10 { m /= 10; e += 1 }
    while m < 1 { m *= 10; e -= 1 }
    let exponent = (e < 0 ? "-" : "+") + (abs(e) < 10 ? "0" : "") + String(abs(e))
    return (x < 0 ? "-" : "") + fixed(m, 1) + "e" + exponent
}

extension Array where Element == Double {
    /// The middle value (mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let s = sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
