// libFuzzer entry point of the project reader, compiled together with ProjectModel's sources
// by `Scripts/fuzz project` (StoryboardKit and SourceIndex linked as libraries). The first
// byte chooses what the rest is: a project.pbxproj (loaded as a whole project), an xcconfig
// (its settings stacked and expanded as a target's are), an Info.plist (run through the
// preprocessor and read for entry points), a Podfile.lock (its PODS list), or a Package.resolved
// (its pins). None may crash or hang; every warning and error
// has a message and names its file, at a line of it.

import Foundation
import StoryboardKit

/// A folder of this process for the files the reader opens by path.
private let fuzzFolder: String = {
  let path = NSTemporaryDirectory() + "segue-project-fuzz-\(getpid())"
  try? FileManager.default.createDirectory(
    atPath: path + "/Fuzz.xcodeproj", withIntermediateDirectories: true)
  return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func projectFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let body = Data(bytes: data + 1, count: size - 1)
  switch data[0] % 5 {
  case 0: fuzzProject(body)
  case 1: fuzzXcconfig(body)
  case 2: fuzzInfoPlist(body)
  case 3: fuzzPodfileLock(body)
  default: fuzzPackageResolved(body)
  }
  return 0
}

private func fuzzProject(_ body: Data) {
  let file = fuzzFolder + "/Fuzz.xcodeproj/project.pbxproj"
  write(body, to: file)
  do {
    let project = try Project.load(at: fuzzFolder + "/Fuzz.xcodeproj")
    project.diagnostics.forEach { check($0, lines: nil) }
  } catch {
    check(error.diagnostic, lines: nil)
  }
}

private func fuzzXcconfig(_ body: Data) {
  let file = fuzzFolder + "/Fuzz.xcconfig"
  write(body, to: file)
  let xcconfig = XCConfigFile(path: file, sourceRoot: fuzzFolder)
  xcconfig.warnings.forEach { check($0, lines: nil) }
  var stack = SettingsStack(
    condition: SettingCondition(sdk: "iphoneos", configuration: "Release"))
  for (name, value) in xcconfig.assignments { stack.assign(name, value) }
  var settings = TargetSettings(settings: stack.values)
  _ = settings.moduleName(targetName: "Fuzz")
  _ = settings.platforms()
  _ = settings.conditions()
  _ = settings.preprocessorDefinitions()
  _ = settings.infoPlist(folder: fuzzFolder)
  _ = settings.generatedInfoPlistKeys()
  for name in stack.values.keys.sorted() {
    let raw = stack.values[name] ?? ""
    let value = settings.nonEmpty(name) ?? ""
    if value.utf8.count > max(SettingExpander.maximumLength, raw.utf8.count) {
      fatalError("'\(name)' expands to \(value.utf8.count) bytes, past the bound")
    }
  }
}

private func fuzzInfoPlist(_ body: Data) {
  var settings = TargetSettings(settings: [
    "INFOPLIST_PREPROCESSOR_DEFINITIONS": "INTUNE LEVEL=2"
  ])
  let reader = PreprocessedInfoPlist(settings: &settings, folder: fuzzFolder)
  let lines = body.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  do {
    let read = try reader.dictionary(data: body, path: "Fuzz.plist")
    read.warnings.forEach { check($0, lines: lines) }
    _ = InfoPlistEntryPoints.entryPoints(in: read.dictionary)
  } catch {
    check(error.diagnostic, lines: nil)
  }
}

private func fuzzPodfileLock(_ body: Data) {
  let text = String(decoding: body, as: UTF8.self)
  let lock = PodfileLock(path: "Podfile.lock", text: text)
  let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
  lock.warnings.forEach { check($0, lines: lines) }
  if lock.pods.contains(where: \.isEmpty) { fatalError("a pod without a name") }
}

private func fuzzPackageResolved(_ body: Data) {
  let resolved = PackageResolved(path: "Package.resolved", data: body)
  let lines = body.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
  resolved.warnings.forEach { check($0, lines: lines) }
  if resolved.pins.contains(where: { $0.value.isEmpty }) { fatalError("a pin without a state") }
}

/// Writes `body` in place: `FileManager.createFile` writes a temporary file and renames it,
/// which made runs ten times slower.
private func write(_ body: Data, to path: String) {
  guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
  body.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
}

/// A diagnostic has a message and a path; a location, when it has one, lies in the file.
private func check(_ diagnostic: Diagnostic, lines: Int?) {
  guard !diagnostic.message.isEmpty, diagnostic.path != nil else {
    fatalError("a diagnostic without a message or a file: \(diagnostic)")
  }
  if let location = diagnostic.location,
    location.line < 1 || location.column < 1 || location.line > (lines ?? Int.max)
  {
    fatalError("a diagnostic outside its file: \(diagnostic)")
  }
}
