/// Why a configuration could not be loaded; each case names where the bad
/// value came from so the operator can find it.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unknownKey(key: String, source: String)
    case invalidValue(key: String, value: String, expected: String, source: String)
    case syntax(line: Int, message: String, source: String)
    case unreadableFile(path: String, reason: String)
    case missingFlagValue(flag: String)
    case unknownFlag(String)

    public var description: String {
        switch self {
        case let .unknownKey(key, source):
            return "\(source): unknown setting '\(key)' (see `layoutd serve --help` for the list)"
        case let .invalidValue(key, value, expected, source):
            return "\(source): '\(key)' = '\(value)' is not valid: expected \(expected)"
        case let .syntax(line, message, source):
            return "\(source):\(line): \(message)"
        case let .unreadableFile(path, reason):
            return "cannot read configuration file \(path): \(reason)"
        case let .missingFlagValue(flag):
            return "flag \(flag) needs a value"
        case let .unknownFlag(flag):
            return "unknown flag \(flag) (see `layoutd serve --help`)"
        }
    }
}
