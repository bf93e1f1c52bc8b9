import Foundation
import SegueCI
import StoryboardKit

// segue-ci: what the CI's typecheck scripts need of the app's sources, read with the
// libraries' own scanner, `#if` evaluation, declaration reader, header visibility and module
// rules, so that the scripts re-implement none of them.
//
//   segue-ci prepare OUT --variant V --module M --generated FILE [--objc-runtime]
//            [--declarations-only --stand-ins DIR --stubs DIR] [--library MODULE=PATH]... DIR...
//       Lays out the app's sources in OUT for Scripts/typecheck-generated (PrepareCommand).
//       The files are copies with a `#sourceLocation` line, so that diagnostics name the
//       original file, line and column; without --objc-runtime (the stubs on Linux, which has
//       no Objective-C runtime) `@IBOutlet` is blanked out, with it (Apple's real SDK) the
//       copies are verbatim. Objective-C classes a bridging or umbrella header exposes become
//       Swift declarations (ObjectiveC.swift). With --declarations-only, each copy keeps only
//       what the generated code needs (DeclarationCut).
//   segue-ci scene-usage --generated FILE --scenes FILE
//       Prints the Swift file that checks the type of every scene accessor (SceneUsage).
//   segue-ci project-target DUMP PROJECT TARGET
//       Prints the target's module, storyboards, Swift files and linked libraries' files from
//       DUMP, `segue dump --project PROJECT --format json`'s output (`-`: standard input);
//       PROJECT is absolute (ProjectDump).
//   segue-ci project-targets DUMP --platform PLATFORM
//       Prints the targets for PLATFORM that hold storyboards, one a line.
//   segue-ci platform VARIANT
//       Prints the platform of VARIANT's storyboards as `segue dump` names it (`iOS`…).
//   segue-ci rounds --variant VARIANT DUMP
//       Prints the rounds VARIANT's storyboards of DUMP (`segue dump --format json`'s output)
//       are compiled in, one a line, its paths apart by tabs: storyboards of one name belong
//       to different targets, so the Nth of each name is compiled in round N.
//   segue-ci uncompiled DUMP
//       Prints a line for each platform of DUMP's storyboards that no variant compiles.
//   segue-ci parsable DIR
//       Prints the storyboards below DIR that StoryboardKit parses, one a line, sorted
//       (ParsableStoryboards): generation refuses the others.
//   segue-ci app-module DIR
//       Prints the module the typecheck compiles the storyboards below DIR in, a folder
//       without a project (AppModuleChoice).
//   segue-ci counts FILE
//       Prints CLASSES<TAB>SCENES: the classes the generated FILE extends, the scene accessors
//       this compile sees.

do throws(CIFailure) {
  var arguments = CommandArguments(Array(CommandLine.arguments.dropFirst()))
  switch arguments.command {
  case "prepare":
    let variant = try arguments.variant()
    let module = try arguments.required("--module")
    let generated = try arguments.required("--generated")
    var command = PrepareCommand(out: "", variant: variant, module: module, generated: generated)
    command.standIns = arguments.option("--stand-ins")
    command.stubs = arguments.option("--stubs")
    command.objcRuntime = arguments.flag("--objc-runtime")
    command.declarationsOnly = arguments.flag("--declarations-only")
    command.libraries = arguments.options("--library")
    command.out = try arguments.positional("OUT")
    command.roots = try arguments.remaining(atLeastOne: "DIR")
    try command.run()
  case "scene-usage":
    let generated = try ParsedFile.read(try arguments.required("--generated"))
    let scenes = try ParsedFile.read(try arguments.required("--scenes"))
    try arguments.finish()
    print(try SceneUsage.text(generated: generated, scenes: scenes), terminator: "")
  case "project-target":
    let dump = try ProjectDump(contentsOf: try arguments.positional("DUMP"))
    let project = try arguments.positional("PROJECT")
    let target = try arguments.positional("TARGET")
    try arguments.finish()
    for line in try dump.targetInputs(project: project, target: target) { print(line) }
  case "project-targets":
    let platform = try arguments.required("--platform")
    let dump = try ProjectDump(contentsOf: try arguments.positional("DUMP"))
    try arguments.finish()
    for name in dump.targetsWithStoryboards(platform: platform) { print(name) }
  case "platform":
    let variant = try Variant.named(try arguments.positional("VARIANT"))
    try arguments.finish()
    print(variant.platformName)
  case "rounds":
    let variant = try arguments.variant()
    let storyboards = try StoryboardPlatforms(dump: try arguments.positional("DUMP"))
    try arguments.finish()
    for round in storyboards.rounds(of: variant) { print(round.joined(separator: "\t")) }
  case "uncompiled":
    let storyboards = try StoryboardPlatforms(dump: try arguments.positional("DUMP"))
    try arguments.finish()
    for line in storyboards.uncompiled { print(line) }
  case "parsable":
    let folder = try arguments.positional("DIR")
    try arguments.finish()
    for path in ParsableStoryboards.paths(under: folder) { print(path) }
  case "app-module":
    let folder = try arguments.positional("DIR")
    try arguments.finish()
    let documents = ParsableStoryboards.paths(under: folder).compactMap {
      try? StoryboardParser.parse(contentsOf: $0)
    }
    print(AppModuleChoice.module(of: documents))
  case "counts":
    let counts = GeneratedCounts(generated: try ParsedFile.read(try arguments.positional("FILE")))
    try arguments.finish()
    print("\(counts.classes)\t\(counts.scenes)")
  default:
    throw CIFailure(
      "usage: segue-ci prepare|scene-usage|project-target|project-targets|platform|rounds|uncompiled|parsable|app-module|counts …"
    )
  }
} catch {
  FileHandle.standardError.write(Data(("error: " + error.message + "\n").utf8))
  exit(1)
}
