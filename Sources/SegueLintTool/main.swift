import Foundation
import SegueCommandLine
import SegueLintCommand

// What SegueLintPlugin and SegueLintCommandPlugin run: `segue lint` through the shell `segue`
// uses, linking neither the generator nor the other commands' libraries.
let tool = CommandLineTool(commands: [LintCommand.self])
let status = tool.run(
  Array(CommandLine.arguments.dropFirst()),
  console: .standard(workingDirectory: FileManager.default.currentDirectoryPath))
exit(status.rawValue)
