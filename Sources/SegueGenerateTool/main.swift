import Foundation
import SegueCommandLine
import SegueGenerateCommand

// What SegueGeneratePlugin runs: `segue generate` through the shell `segue` uses, linking
// neither lint nor the other commands' libraries, so a package that applies the plugin compiles
// no more than generating needs before its first build.
let tool = CommandLineTool(commands: [GenerateCommand.self])
let status = tool.run(
  Array(CommandLine.arguments.dropFirst()),
  console: .standard(workingDirectory: FileManager.default.currentDirectoryPath))
exit(status.rawValue)
