import Foundation

/// The `layoutd` command line (docs/command-line.md): dispatches to serve, solve,
/// check, backup, copy-store and config-defaults, and returns the process exit status.
public struct CommandLineTool {
    public var environment: [String: String]
    public var daemon: DaemonCommands
    public var io: CommandIO

    public init(environment: [String: String], daemon: DaemonCommands, io: CommandIO = .standard) {
        self.environment = environment
        self.daemon = daemon
        self.io = io
    }

    public static let usage = """
        usage: layoutd [command] [options]

        commands:
          serve [--config FILE] [--host H] [--port P] [--data-dir D] [--workers N] ...
                                  run the daemon (the default); `layoutd serve --help` lists every flag
          solve [FILE|-] [--text] [--detail full]
                                  solve a scene offline and print the result
          check FILE|FOLDER... [--fail-on conflicting|ambiguous] [--format text|json|github|junit|sarif]
                [--root DIR] [--config FILE] [--device ID|all]... [--baseline FILE] [--write-baseline FILE]
                                  one line per scene; exit 1 when one reaches the level (docs/ci.md)
          explain [FILE|-] [--format text|json]
                                  explain a pasted "Unable to simultaneously satisfy constraints" message
          import [FILE|-]         the scene a console message makes, or the scenes of a .xib/.storyboard,
                                  as JSON (solve and check take both; check takes folders of documents)
          backup --data-dir D FILE
                                  consistent copy of a live database
          copy-store --from DIR|URL [--to DIR|URL]
                                  copy every scene, its versions and history into another store
                                  (a data directory or a postgresql:// URL; --to defaults to $LAYOUTD_STORE_URL)
          config-defaults         print the documented default configuration file

        """

    /// True for the command lines that run the daemon: `serve`, or no
    /// command at all (options only).
    public static func runsDaemon(_ arguments: [String]) -> Bool {
        guard let command = arguments.first else { return true }
        return command == "serve" || command.hasPrefix("-")
    }

    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first, !command.hasPrefix("-") else {
            if arguments.contains("--help") || arguments.contains("-h") {
                print(Self.usage, terminator: "")
                return 0
            }
            return daemon.serve(arguments)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "serve": return daemon.serve(rest)
        case "config-defaults":
            print(daemon.defaultConfiguration(), terminator: "")
            return 0
        case "help":
            print(Self.usage, terminator: "")
            return 0
        case "solve": return solveCommand(rest)
        case "check": return checkCommand(rest)
        case "backup": return backupCommand(rest)
        case "copy-store": return copyStoreCommand(rest)
        case "explain": return explainCommand(rest)
        case "import": return importCommand(rest)
        default: return fail("unknown command '\(command)'\n" + Self.usage)
        }
    }

    func fail(_ message: String, status: Int32 = 2) -> Int32 {
        printError("layoutd: " + message)
        return status
    }
}
