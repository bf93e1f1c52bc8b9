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
  /// Swift and Objective-C files or directories whose class declarations tell which classes
  /// inherit from which: a subclass's segues then join its superclass's enum.
  var sourcePaths: [String]

  init(arguments: inout ArgumentScanner) throws(UsageError) {
    let outputArgument = try arguments.value("output") ?? "-"
    output = OutputTarget(outputArgument)
    accessLevel = try arguments.choice("access-level", default: .internal)
    module = try arguments.value("module")
    check = arguments.flag("check")
    stubClassesDirectory = try arguments.value("stub-classes")
    sourcePaths = try arguments.values("sources")
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
    // Built as UTF-8 bytes: a run can name hundreds of paths, and joining an array of words
    // into a `String` and escaping it cost several times more.
    var line = Array("segue generate".utf8)
    line.reserveCapacity(64 + paths.reduce(0) { $0 + 1 + $1.utf8.count })
    var options = ""
    if accessLevel != .internal { options += " --access-level " + accessLevel.rawValue }
    if let module { options += " --module " + SwiftStringLiteral.commentSafe(module) }
    line.append(contentsOf: options.utf8)
    // The sources decide which classes share an enum, so they are part of the command.
    for path in sourcePaths.sorted(by: ByteOrder.precedes) {
      line.append(contentsOf: " --sources".utf8)
      Self.appendWord(path, to: &line)
    }
    for path in paths.sorted(by: ByteOrder.precedes) {
      Self.appendWord(path, to: &line)
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// Appends a space and `word`, quoted for a shell when it needs to be.
  private static func appendWord(_ word: String, to line: inout [UInt8]) {
    line.append(UInt8(ascii: " "))
    var contiguous = word
    contiguous.withUTF8 { bytes in
      // A word that needs no quotes is printable ASCII, which needs no escaping either.
      if !bytes.isEmpty && unquotedBytes.containsAll(bytes) {
        line.append(contentsOf: bytes)
      } else {
        line.append(contentsOf: SwiftStringLiteral.commentSafe(quoted(word)).utf8)
      }
    }
  }

  /// The bytes a shell takes as they are: letters, digits and / . _ - + , = @ :.
  private static let unquotedBytes = ByteSet(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,=@:")

  /// `word` in single quotes for a shell, each `'` in it written as `'\''`.
  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
