import Foundation

/// What `segue generate` was asked to do, read from its command line.
struct GenerateOptions: Sendable, Hashable {
  /// The storyboard files and directories, as given.
  var paths: [String]
  var output: OutputTarget
  var accessLevel: AccessLevel
  /// The module the code is compiled into: classes whose `customModule` names it need no import.
  var module: String?
  /// Write nothing; exit 1 when the output would change.
  var check: Bool
  /// A directory to write stand-in declarations of the classes the code names, for
  /// typechecking without the app (Scripts/typecheck-generated).
  var stubClassesDirectory: String?

  init(arguments: inout ArgumentScanner) throws(UsageError) {
    let outputArgument = try arguments.value("output") ?? "-"
    output = OutputTarget(outputArgument)
    accessLevel = try arguments.choice("access-level", default: .internal)
    module = try arguments.value("module")
    check = arguments.flag("check")
    stubClassesDirectory = try arguments.value("stub-classes")
    paths = try arguments.positionals()
    if paths.isEmpty { throw UsageError("Give at least one storyboard file or directory.") }
    if let module, !SwiftIdentifier.isValid(module) {
      throw UsageError("The module name '\(module)' is not a Swift identifier.")
    }
    if check && output == .standardOutput {
      throw UsageError("'--check' compares with an output file or directory; give '--output'.")
    }
  }

  /// The command line that regenerates the output, for the generated header: options in a
  /// fixed order, then the paths sorted, each quoted for a shell when it needs to be.
  var commandLine: String {
    var words = ["segue", "generate"]
    if accessLevel != .internal { words += ["--access-level", accessLevel.rawValue] }
    if let module { words += ["--module", module] }
    words += paths.sorted(by: ByteOrder.precedes).map(Self.shellQuoted)
    return SwiftStringLiteral.commentSafe(words.joined(separator: " "))
  }

  private static func shellQuoted(_ word: String) -> String {
    var contiguous = word
    let plain = contiguous.withUTF8 {
      $0.allSatisfy { byte in
        switch byte {
        // Letters, digits and / . _ - + , = @ : need no quotes.
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2F, 0x2E, 0x5F, 0x2D, 0x2B, 0x2C, 0x3D,
          0x40, 0x3A:
          true
        default:
          false
        }
      }
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
