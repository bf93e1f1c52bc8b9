/// What was found on disk of the code a target links: the folder it is in, the files that
/// declare its classes, and whether part of it is a binary that is not there.
package struct LinkedDeclarations: Sendable, Hashable {
  /// Where the code was found.
  package var folder: String
  /// Its declaring files (headers, Swift files, Swift interfaces), sorted.
  package var files: [String]
  /// Whether the code is a Swift package whose manifest declares a `binaryTarget` that was
  /// not found: SwiftPM downloads it when the packages resolve, so classes the storyboards
  /// name may be in it although the package's sources were read.
  package var lacksBinaryTargets = false

  package init(folder: String, files: [String], lacksBinaryTargets: Bool = false) {
    self.folder = folder
    self.files = files
    self.lacksBinaryTargets = lacksBinaryTargets
  }

  /// The sentence that says how to let SegueKit read the binary targets it lacks.
  package static let howToReadBinaryTargets =
    "Its Package.swift declares binary targets, which SwiftPM downloads when the packages "
    + "resolve: pass `--packages DIR` (the folder `xcodebuild -clonedSourcePackagesDirPath` "
    + "writes, which holds them under artifacts/)."
}
