import SegueCommandLine
import StoryboardKit

/// Why the files of an Xcode Run Script phase could not be read from its environment.
package enum ScriptPhaseError: Error, Sendable, Hashable, CustomStringConvertible,
  DiagnosticConvertible
{
  case notInScriptPhase
  case badCount(variable: String, value: String)
  case missing(variable: String)
  case unreadableList(path: String)
  case unsetSetting(String, list: String, line: Int, column: Int)
  case unclosedSetting(list: String, line: Int, column: Int)
  case noStoryboardInput
  case noOutput
  case outputsNotInOneFolder(String, String)
  case notAGeneratedName(String)
  case undeclaredOutput(String)

  /// Whether the command was not run from a Run Script phase, rather than given bad files.
  var isUsage: Bool {
    switch self {
    case .notInScriptPhase, .badCount, .missing: true
    default: false
    }
  }

  /// `error: message`, or `list:line:col: error: message` for a line of a file list.
  package var description: String { diagnostic.xcodeDescription }

  package var diagnostic: Diagnostic {
    let errorID = isUsage ? UsageError.errorID : "script-phase"
    switch self {
    case .unreadableList(let path):
      return Diagnostic(path: path, severity: .error, message: message, errorID: errorID)
    case .unsetSetting(_, let list, let line, let column),
      .unclosedSetting(let list, let line, let column):
      return Diagnostic(
        path: list, location: TextLocation(line: line, column: column), severity: .error,
        message: message, errorID: errorID)
    default:
      return Diagnostic(severity: .error, message: message, errorID: errorID)
    }
  }

  /// The sentence alone, without its place.
  private var message: String {
    switch self {
    case .notInScriptPhase:
      "'--use-script-files' reads the variables Xcode sets for a Run Script phase, and "
        + "neither SCRIPT_INPUT_FILE_COUNT nor SCRIPT_INPUT_FILE_LIST_COUNT is set."
    case .badCount(let variable, let value):
      "\(variable) is '\(value)', not a count of files; run this from a Run Script phase."
    case .missing(let variable):
      "\(variable) is not set though its count says it is; run this from a Run Script phase."
    case .unreadableList:
      "The file list cannot be read."
    case .unsetSetting(let name, _, _, _):
      "The build setting '\(name)' is not set, so the path cannot be resolved."
    case .unclosedSetting:
      "A build setting reference is not closed; expected $(NAME) or ${NAME}."
    case .noStoryboardInput:
      "The Run Script phase declares no .storyboard among its input files and input "
        + "file lists (see segue xcfilelists)."
    case .noOutput:
      "The Run Script phase declares no output file or output file list; declare the "
        + "file segue generate writes (see segue xcfilelists)."
    case .outputsNotInOneFolder(let first, let other):
      "The declared outputs '\(first)' and '\(other)' are in different folders; "
        + "declare one file, or one folder's NAME+Segues.swift files."
    case .notAGeneratedName(let path):
      "The declared output '\(path)' is one of several, so it must be named "
        + "NAME+Segues.swift after a storyboard."
    case .undeclaredOutput(let path):
      "segue generate writes '\(path)', which the Run Script phase does not declare "
        + "as an output, so a sandboxed build would refuse it; run segue xcfilelists again."
    }
  }
}
