import Foundation
import SegueCommandLine

// The executable stays thin: SegueTool reads the command line and runs the command.
let status = SegueTool.run(
  Array(CommandLine.arguments.dropFirst()),
  console: .standard(workingDirectory: FileManager.default.currentDirectoryPath))
exit(status.rawValue)
