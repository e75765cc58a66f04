import Foundation

/// `layoutd serve [options]` (or options alone): loads the configuration,
/// starts the daemon and runs it until a signal stops it.
public struct ServeCommand: Sendable {
    public var environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func run(_ arguments: [String]) -> Int32 {
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

    func fail(_ message: String, status: Int32 = 2) -> Int32 {
        FileHandle.standardError.write(Data(("layoutd: " + message + "\n").utf8))
        return status
    }
}
