import DeterministicOutput
import Foundation
import ProjectModel
import SourceIndex
import StoryboardKit

extension InputResolver {
  /// The storyboards and sources the command line names, as one app.
  mutating func plain() throws(InputResolution.Failure) -> InputResolution {
    let options = request
    let found: StoryboardInputs.Found
    do {
      found = try StoryboardInputs.find(options.paths)
    } catch {
      throw fail(error.diagnostic)
    }
    let files = found.files
    let pathProblems = options.strictness.diagnostics(for: found.problems)
    emit(pathProblems)
    let (names, screens, warnings) = InfoPlistSearch.entryPoints(of: found.infoPlists)
    emit(warnings)
    // A folder is read as a target reads its own files: its code says what its classes are.
    // The walk that found the storyboards found them: the folder is not walked again.
    let folders = options.readsFolderSources ? found.sourceFolders : []
    let folderFiles = options.readsFolderSources ? found.sourceFiles : []
    var target = InputTarget(
      storyboards: files, sources: folderFiles.map { SourceInput(path: $0) } + options.sources,
      workingDirectory: options.workingDirectory, module: options.module, launchNames: names,
      launchScreens: screens)
    target.sourceFolders = folders
    // A Podfile, Cartfile or Package.swift beside the storyboards says what the app links.
    let linkage = PlainFolderLinkage(
      paths: options.paths.map(absolute), packages: options.packages.map(absolute))
    target.dependencies = linkage.read
    target.unreadLinkedCode = linkage.unread
    return InputResolution(project: nil, targets: [target], pathProblems: pathProblems)
  }
}
