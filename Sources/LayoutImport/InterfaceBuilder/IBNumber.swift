/// Numbers as Interface Builder writes them.
enum IBNumber {
    /// `2:1`, `1/3`, `0.5`: a multiplier; nil when it is none of them or not finite.
    static func multiplier(_ text: String) -> Double? {
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator, maxSplits: 1)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? value : nil
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A short decimal for messages: 20, 43.5, 0.333.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 1000).rounded() / 1000)
    }
}
