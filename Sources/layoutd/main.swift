import Foundation
import LayoutService

// Argument parsing and start-up only; everything else lives in LayoutService.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
if CommandLineTool.runsDaemon(arguments) {
    // Glibc reads its allocator settings at start-up only; see AllocatorTuning.
    AllocatorTuning.restartIfNeeded(environment: environment)
}
let status = CommandLineTool(environment: environment).run(arguments)
exit(status)
