import Foundation
import SegueTestSupport
import StoryboardKit
import Testing

@testable import SegueCommandLine
@testable import segue

/// Compiles and runs the `SegueIdentifier` enum generated for hostile identifiers, and checks
/// that every case's raw value is exactly the storyboard's identifier. (The whole generated
/// file is typechecked against the stub SDKs by Scripts/typecheck-generated in CI.)
@Suite struct RoundTripTests {
  static let swiftc = TestEnvironment.executable("swiftc")

  @Test(.enabled(if: TestEnvironment.runs(needing: swiftc != nil), "swiftc is not on PATH"))
  func adversarialIdentifiersCompileAndRoundTrip() throws {
    let fixture = GenerateFixtures.path("Adversarial/Adversarial.storyboard")
    let generated = GenerateFixtures.run([fixture])
    #expect(generated.status == .success)
    let enumSource = try #require(
      Self.identifierEnum(in: generated.output, of: "HostileViewController"))

    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let main = try directory.write(
      enumSource + """

        for identifier in SegueIdentifier.allCases {
          print(identifier.rawValue.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }

        """, to: "main.swift")
    let executable = directory.path + "/roundtrip"
    let compile = try Self.execute(
      try #require(Self.swiftc), ["-swift-version", "6", "-o", executable, main])
    #expect(compile.status == 0, "\(compile.output)")
    let run = try Self.execute(executable, [])
    #expect(run.status == 0)

    let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { line in
        String(
          String.UnicodeScalarView(
            line.split(separator: " ").compactMap {
              UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
            }))
      }
    let document = try StoryboardParser.parse(contentsOf: fixture)
    let expected =
      document.scenes.first { $0.controller?.customClass == "HostileViewController" }?
      .segues.compactMap(\.usableIdentifier) ?? []
    #expect(printed.count == expected.count)
    #expect(Set(printed) == Set(expected))
  }

  /// The `enum SegueIdentifier` block of `className`'s extension, unindented.
  static func identifierEnum(in source: String, of className: String) -> String? {
    let lines = source.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("extension \(className):") }),
      let open = lines[start...].firstIndex(where: { $0.contains("enum SegueIdentifier:") }),
      let close = lines[open...].firstIndex(of: "  }")
    else { return nil }
    return lines[open...close].map { String($0.dropFirst(2)) }.joined(separator: "\n") + "\n"
  }

  static func execute(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
