import Foundation
import LayoutCommands
import LayoutService

// Argument parsing and start-up only: the commands live in LayoutCommands,
// the daemon in LayoutService.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
if CommandLineTool.runsDaemon(arguments) {
    // Glibc reads its allocator settings at start-up only; see AllocatorTuning.
    AllocatorTuning.restartIfNeeded(environment: environment)
}
let daemon = DaemonCommands(serve: ServeCommand(environment: environment).run,
                            defaultConfiguration: ConfigurationLoader.defaultFile)
let status = CommandLineTool(environment: environment, daemon: daemon).run(arguments)
exit(status)
