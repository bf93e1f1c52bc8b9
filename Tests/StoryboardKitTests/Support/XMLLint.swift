import Foundation

/// `xmllint` (libxml2-utils), when installed: a second opinion on where a file is malformed.
enum XMLLint {
  static let executable = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The line of the first error `xmllint --noout` reports for `path`; nil when xmllint is
  /// missing or finds none.
  static func firstErrorLine(path: String) -> Int? {
    guard let executable else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--noout", path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // "path:133: parser error : …"
    let text = String(decoding: output, as: UTF8.self)
    guard let range = text.range(of: path + ":") else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }
}
