import Foundation
import SegueCommandLine

extension GraphCommand {
  /// The format `--format` gives, else the one `--output`'s extension names, else DOT; a
  /// usage error when they disagree, when the extension is unknown and no format is given, or
  /// when an image would go to standard output.
  static func format(given: Format?, output: GraphOutput) throws(UsageError) -> Format {
    var implied: Format?
    if case .file(let path) = output, !(path as NSString).pathExtension.isEmpty {
      implied = Format(extensionOf: path)
      if implied == nil, given == nil {
        let known = Format.knownExtensions.map { "." + $0 }
        throw UsageError(
          "The output '\(path)' has an extension segue graph does not draw; use one of "
            + known.joined(separator: ", ") + ", or give --format.")
      }
    }
    if let given, let implied, given != implied, case .file(let path) = output {
      throw UsageError(
        "The output '\(path)' names a \(implied.rawValue) file, but '--format' is "
          + "\(given.rawValue); leave one of them out or make them agree.")
    }
    let format = given ?? implied ?? .dot
    if format.image != nil, output == .standardOutput {
      throw UsageError(
        "A \(format.rawValue) image is not text; write it to a file with '--output FILE' or "
          + "'--output DIR/'.")
    }
    return format
  }
}
