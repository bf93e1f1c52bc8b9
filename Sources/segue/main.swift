import Foundation
import SegueCommands

// The executable stays thin: everything it does is in SegueCommands, where tests reach it.
let status = SegueTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(status.rawValue)
