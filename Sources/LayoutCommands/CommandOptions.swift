/// The command line's one reading of arguments: flags, options that take
/// the next argument as their value (from a fixed set, or any), and
/// operands, read left to right; the first problem stops the reading, so a
/// command answers the first thing wrong where it stands.
struct CommandOptions: Equatable {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    /// Every value of a repeatable option, in the order given.
    var lists: [String: [String]] = [:]
    var operands: [String] = []

    /// What a command accepts.
    struct Spec {
        var flags: Set<String> = []
        /// Options taking a value: the values allowed, or nil for any.
        var valued: [String: Set<String>?] = [:]
        /// Valued options that may be given more than once (`lists`); any
        /// other keeps its last value.
        var repeatable: Set<String> = []
        var maxOperands = Int.max
        /// Arguments that start with it are options: `--`, so that `-` and
        /// `-name` stay file names, or `-` where no operand starts with a dash.
        var optionPrefix = "--"
    }

    enum Problem: Error, Equatable {
        /// `--help` or `-h` (the argument as given).
        case help(String)
        /// An option without its value, or with a value it does not take.
        case badValue(option: String)
        case unknown(String)
        /// An operand past `maxOperands`, with those already read.
        case extraOperand(kept: [String], extra: String)
    }

    static func parse(_ arguments: [String], _ spec: Spec) -> Result<CommandOptions, Problem> {
        var options = CommandOptions()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--help" || argument == "-h" { return .failure(.help(argument)) }
            if let allowed = spec.valued[argument] {
                guard i < arguments.count, allowed?.contains(arguments[i]) ?? true else {
                    return .failure(.badValue(option: argument))
                }
                options.values[argument] = arguments[i]
                if spec.repeatable.contains(argument) { options.lists[argument, default: []].append(arguments[i]) }
                i += 1
            } else if spec.flags.contains(argument) {
                options.flags.insert(argument)
            } else if argument.hasPrefix(spec.optionPrefix) {
                return .failure(.unknown(argument))
            } else {
                guard options.operands.count < spec.maxOperands else {
                    return .failure(.extraOperand(kept: options.operands, extra: argument))
                }
                options.operands.append(argument)
            }
        }
        return .success(options)
    }
}
