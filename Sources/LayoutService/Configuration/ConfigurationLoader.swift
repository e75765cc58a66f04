import Foundation

/// Builds the configuration with the documented precedence: flags over
/// environment (`LAYOUTD_…`) over the file over defaults. Unknown keys, flags
/// and `LAYOUTD_` variables are errors naming what was not understood.
public struct ConfigurationLoader {
    public var arguments: [String]
    public var environment: [String: String]
    public var readFile: (String) throws -> String

    public init(arguments: [String], environment: [String: String],
                readFile: @escaping (String) throws -> String = { try String(contentsOfFile: $0, encoding: .utf8) }) {
        self.arguments = arguments
        self.environment = environment
        self.readFile = readFile
    }

    /// Variables that configure the loader itself rather than a setting.
    static let configFileVariable = "LAYOUTD_CONFIG"

    public func load() throws(ConfigurationError) -> ServiceConfiguration {
        let settings = Setting.all()
        let byKey = Dictionary(uniqueKeysWithValues: settings.map { ($0.key, $0) })
        let flags = try parseFlags(settings)
        var config = ServiceConfiguration()

        if let path = flags.configPath ?? environment[Self.configFileVariable] {
            let text: String
            do { text = try readFile(path) } catch {
                throw .unreadableFile(path: path, reason: String(describing: error))
            }
            let file = try ConfigurationFile(parsing: text, source: path)
            for entry in file.entries {
                guard let setting = byKey[entry.key] else {
                    throw .unknownKey(key: entry.key, source: "\(path):\(entry.line)")
                }
                try apply(setting, entry.value, to: &config, source: "\(path):\(entry.line)")
            }
        }

        let byEnvironmentName = Dictionary(uniqueKeysWithValues: settings.map { ($0.environmentName, $0) })
        // A variable in a settings section (LAYOUTD_SERVER_…) that names no
        // setting is a typo and an error; other LAYOUTD_ variables belong to
        // tools around the daemon (scripts, test runners) and are left alone.
        let sections = Set(settings.map { "LAYOUTD_" + $0.key.split(separator: ".")[0].uppercased() + "_" })
        for name in environment.keys.sorted() where sections.contains(where: { name.hasPrefix($0) }) {
            guard let setting = byEnvironmentName[name] else {
                throw .unknownKey(key: name, source: "environment")
            }
            try apply(setting, environment[name]!, to: &config, source: "environment \(name)")
        }

        for (setting, value) in flags.values {
            try apply(setting, value, to: &config, source: "flag \(setting.flag)")
        }
        return config
    }

    private func apply(_ setting: Setting, _ value: String, to config: inout ServiceConfiguration,
                       source: String) throws(ConfigurationError) {
        guard setting.apply(&config, value) else {
            throw .invalidValue(key: setting.key, value: value, expected: setting.expected, source: source)
        }
    }

    private func parseFlags(_ settings: [Setting]) throws(ConfigurationError) -> (configPath: String?, values: [(Setting, String)]) {
        let byFlag = Dictionary(uniqueKeysWithValues: settings.map { ($0.flag, $0) })
        var configPath: String?
        var values: [(Setting, String)] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            let isBoolean = byFlag[name]?.expected == "true or false"
            func value() throws(ConfigurationError) -> String {
                if let inline { return inline }
                if isBoolean { return "true" }
                guard i + 1 < arguments.count else { throw .missingFlagValue(flag: name) }
                i += 1
                return arguments[i]
            }
            if name == "--config" {
                configPath = try value()
            } else if let setting = byFlag[name] {
                values.append((setting, try value()))
            } else {
                throw .unknownFlag(arg)
            }
            i += 1
        }
        return (configPath, values)
    }

    /// The text of `layoutd serve --help`: every flag with its variable,
    /// default and meaning.
    public static func help() -> String {
        let defaults = ServiceConfiguration()
        var lines = [
            "usage: layoutd serve [--config FILE] [flags]",
            "",
            "Precedence: flags over environment (LAYOUTD_…) over the file over defaults.",
            "  --config FILE                   configuration file (also \(configFileVariable))",
        ]
        for s in Setting.all() {
            let value = s.render(defaults)
            let shown = value.isEmpty ? "\"\"" : value
            lines.append("  \(s.flag.padding(toLength: 30, withPad: " ", startingAt: 0))  \(s.help)")
            lines.append("  \(String(repeating: " ", count: 30))  [\(s.environmentName); file \(s.key); default \(shown)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The documented default configuration file, generated from the same
    /// table (config/layoutd.toml is checked against it by a test).
    public static func defaultFile() -> String {
        let defaults = ServiceConfiguration()
        var out = "# layoutd configuration. Every setting with its default.\n"
        out += "# Precedence: flags over environment (LAYOUTD_SECTION_KEY) over this file over defaults.\n"
        var section = ""
        for s in Setting.all() {
            let parts = s.key.split(separator: ".", maxSplits: 1)
            let (sec, key) = (String(parts[0]), String(parts[1]))
            if sec != section {
                out += "\n[\(sec)]\n"
                section = sec
            }
            let raw = s.render(defaults)
            let quoted = Double(raw) != nil || raw == "true" || raw == "false" ? raw : "\"\(raw)\""
            out += "# \(s.help) (\(s.flag), \(s.environmentName))\n\(key) = \(quoted)\n"
        }
        return out
    }
}

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
