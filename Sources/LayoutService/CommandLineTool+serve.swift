import Foundation

extension CommandLineTool {
    func serve(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(ConfigurationLoader.help(), terminator: "")
            return 0
        }
        let configuration: ServiceConfiguration
        do {
            configuration = try ConfigurationLoader(arguments: arguments, environment: environment).load()
        } catch {
            return fail(error.description)
        }
        let daemon: Daemon
        do {
            daemon = try Daemon(configuration: configuration)
            daemon.logger.log(.info, AllocatorTuning.describe(environment[AllocatorTuning.variable]))
            daemon.catchSignals()
            try daemon.start()
        } catch {
            return fail(error.description, status: 1)
        }
        daemon.runUntilSignalled()
        return 0
    }

    func runOther(_ command: String, _ arguments: [String]) -> Int32 {
        switch command {
        case "solve": return solveCommand(arguments)
        case "check": return checkCommand(arguments)
        case "backup": return backupCommand(arguments)
        case "copy-store": return copyStoreCommand(arguments)
        case "explain": return explainCommand(arguments)
        case "import": return importCommand(arguments)
        default: return fail("unknown command '\(command)'\n" + Self.usage)
        }
    }
}
