import Foundation
import SegueDiagnostics
import SegueTestSupport
import Testing

@testable import ProjectModel

/// An xcconfig encrypted with git-crypt (JavaZone's `EnvConfig.xcconfig`, which its
/// `.gitattributes` filters through git-crypt) reads as binary in a clone without the key: it
/// is one note saying so, not a warning that its first "line" is no setting.
@Suite struct GitCryptXCConfigTests {
  /// The bytes git-crypt writes: its header, then ciphertext (here made-up bytes, a newline
  /// and an `=` among them, as real ciphertext has).
  private static let encrypted: [UInt8] =
    Array("\0GITCRYPT\0".utf8) + [0x1F, 0x75, 0x70, 0xEF, 0x0A, 0x3D, 0x92, 0x0A, 0x41, 0x20]

  @Test func anEncryptedBaseXcconfigIsOneNote() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try Data(Self.encrypted).write(to: URL(fileURLWithPath: folder + "/Config/App.xcconfig"))
    let project = try Project.load(at: folder)
    let about = project.diagnostics.filter {
      project.relativePath($0.path ?? "") == "Config/App.xcconfig"
    }
    #expect(
      Set(about.map { "\($0.severity): \($0.message)" }) == [
        "note: This file is encrypted with git-crypt (`git-crypt unlock`, with the "
          + "repository's key, decrypts it): its settings are left out."
      ])
    #expect(project.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func anEncryptedIncludedXcconfigIsANoteToo() throws {
    let directory = try FixtureCopy.make()
    defer { directory.remove() }
    let folder = directory.path + "/Project"
    try Data(Self.encrypted).write(to: URL(fileURLWithPath: folder + "/Config/Common.xcconfig"))
    let project = try Project.load(at: folder)
    #expect(!project.diagnostics.isEmpty)
    #expect(project.diagnostics.allSatisfy { $0.severity == .note })
    #expect(project.diagnostics.allSatisfy { $0.message.contains("git-crypt") })
  }
}
