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
