/// One configurable setting: its key in the file, its flag, its environment
/// variable, its documentation, and how to read it into the configuration.
/// The table in `Setting+all.swift` drives the file, the environment, the
/// flags, `--help` and the shipped default file, so they cannot drift apart.
struct Setting {
    let key: String
    let flag: String
    let help: String
    /// What a valid value looks like, for error messages and --help.
    let expected: String
    /// Parses `text` into `configuration`; false when `text` is not valid.
    let apply: (inout ServiceConfiguration, String) -> Bool
    let render: (ServiceConfiguration) -> String

    var environmentName: String {
        "LAYOUTD_" + key.uppercased().map { $0 == "." ? "_" : $0 }.reduce(into: "") { $0.append($1) }
    }
}

extension Setting {
    static func integer(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, Int>,
                        _ range: ClosedRange<Int>, _ help: String) -> Setting {
        Setting(key: key, flag: flag, help: help, expected: "an integer in \(range.lowerBound)...\(range.upperBound)",
                apply: { config, text in
                    guard let v = Int(text), range.contains(v) else { return false }
                    config[keyPath: path] = v
                    return true
                }, render: { String($0[keyPath: path]) })
    }

    static func seconds(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, Double>,
                        _ range: ClosedRange<Double>, _ help: String) -> Setting {
        decimal(key, flag, path, range, unit: "seconds", help)
    }

    static func fraction(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, Double>,
                         _ range: ClosedRange<Double>, _ help: String) -> Setting {
        decimal(key, flag, path, range, unit: "a fraction", help)
    }

    private static func decimal(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, Double>,
                                _ range: ClosedRange<Double>, unit: String, _ help: String) -> Setting {
        Setting(key: key, flag: flag, help: help, expected: "\(unit) in \(range.lowerBound)...\(range.upperBound)",
                apply: { config, text in
                    guard let v = Double(text), v.isFinite, range.contains(v) else { return false }
                    config[keyPath: path] = v
                    return true
                }, render: { formatSeconds($0[keyPath: path]) })
    }

    static func text(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, String>,
                     allowEmpty: Bool, _ help: String) -> Setting {
        Setting(key: key, flag: flag, help: help, expected: allowEmpty ? "a string" : "a non-empty string",
                apply: { config, text in
                    guard allowEmpty || !text.isEmpty else { return false }
                    config[keyPath: path] = text
                    return true
                }, render: { $0[keyPath: path] })
    }

    static func boolean(_ key: String, _ flag: String, _ path: WritableKeyPath<ServiceConfiguration, Bool>,
                        _ help: String) -> Setting {
        Setting(key: key, flag: flag, help: help, expected: "true or false",
                apply: { config, text in
                    switch text.lowercased() {
                    case "true", "1", "yes", "on": config[keyPath: path] = true
                    case "false", "0", "no", "off": config[keyPath: path] = false
                    default: return false
                    }
                    return true
                }, render: { String($0[keyPath: path]) })
    }

    private static func formatSeconds(_ v: Double) -> String {
        v == Double(Int(v)) ? String(Int(v)) : String(v)
    }
}
