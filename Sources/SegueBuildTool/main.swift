import Foundation
import SegueCommandLine

// What the build plugins run: `segue generate` and `segue lint` through the shell `segue`
// uses, linking neither the other commands nor their libraries (graph, migrate, simulate,
// explore), so a package that uses the plugins compiles less before its first build.
let tool = CommandLineTool(commands: [GenerateCommand.self, LintCommand.self])
let status = tool.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
