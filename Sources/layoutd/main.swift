import Foundation
import LayoutService

// Argument parsing and start-up only; everything else lives in LayoutService.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandLineTool(environment: ProcessInfo.processInfo.environment).run(arguments)
exit(status)
