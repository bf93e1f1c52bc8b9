import AppInputs
import DeterministicOutput
import Foundation
import SegueCommandLine
import SourceIndex

extension GenerateOptions {
  /// Takes the storyboards, sources and output from an Xcode Run Script phase's `files`, and
  /// returns the declared outputs (absolute) that every written file must be among, or nil
  /// when the output is one file or a declared folder.
  mutating func adopt(_ files: ScriptPhaseFiles, workingDirectory: String)
    throws(ScriptPhaseError) -> Set<String>?
  {
    inputs.request.paths = files.storyboards
    inputs.request.sources = files.sources.map { SourceInput(path: $0) }
    // The sandbox lets the phase read its declared inputs only, never a folder's other files.
    inputs.request.readsFolderSources = false
    let outputs = files.outputs.map { PathSpelling.absolute($0, in: workingDirectory) }
    var isDirectory: ObjCBool = false
    if outputs.count == 1, let only = outputs.first {
      let exists = FileManager.default.fileExists(atPath: only, isDirectory: &isDirectory)
      output = exists && isDirectory.boolValue ? only + "/" : only
      return nil
    }
    let folder = PathSpelling.parent(of: outputs[0])
    for path in outputs {
      let other = PathSpelling.parent(of: path)
      guard other == folder else { throw .outputsNotInOneFolder(outputs[0], path) }
      guard path.hasSuffix(OutputTarget.fileNameSuffix) else { throw .notAGeneratedName(path) }
    }
    output = folder + "/"
    return Set(outputs)
  }
}
