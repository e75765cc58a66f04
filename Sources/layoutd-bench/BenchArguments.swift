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
