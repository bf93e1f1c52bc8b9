import SourceIndex
import StoryboardKit

extension AppInput {
  /// Every app `paths` hold, read as `segue explore PATH…` reads them: an Xcode project (an
  /// `.xcodeproj`, a folder that holds one, a workspace's) gives each app, framework or
  /// extension target that holds storyboards, with its own sources and the launch storyboard
  /// its Info.plist names; else the paths are one app, launched into what an Info.plist among
  /// them names (else `Main`), whose sources are `sourcePaths` (nil: none, so unwind actions
  /// are assumed). Relative paths are taken from `workingDirectory` (nil: left relative).
  public static func load(
    contentsOf paths: [String], sourcePaths: [String]? = nil, workingDirectory: String? = nil
  ) throws(AppInputError) -> [AppInput] {
    var request = InputRequest(paths: paths, workingDirectory: workingDirectory)
    // The caller names the sources: a folder's own files are read only when it says so.
    request.readsFolderSources = false
    request.sources = (sourcePaths ?? []).map { SourceInput(path: $0) }
    return try load(request)
  }

  /// Every target `request` resolves to, loaded; the first carries what resolving said.
  package static func load(_ request: InputRequest) throws(AppInputError) -> [AppInput] {
    let resolution: InputResolution
    do {
      resolution = try InputResolver.resolve(request)
    } catch {
      throw AppInputError(diagnostics: error.diagnostics)
    }
    if let failure = resolution.pathFailure {
      throw AppInputError(diagnostics: failure.diagnostics)
    }
    var apps: [AppInput] = []
    for (index, target) in resolution.targets.enumerated() {
      do {
        apps.append(try AppInput(target, said: index == 0 ? resolution.diagnostics : []))
      } catch {
        throw AppInputError(diagnostics: [error.diagnostic], sourceError: error)
      }
    }
    return apps
  }
}
