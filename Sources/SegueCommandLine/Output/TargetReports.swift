import AppInputs
import DeterministicOutput

/// What a command that reports on each target (dump, simulate, explore) prints, in one
/// shape for all of them. Text: each report as it is, under a `== target NAME (…)` heading
/// when the targets are a project's. JSON: each report as it is without a project; with one,
/// a single document `{"targets": [{"target": NAME, …report}]}` written at the end, so that a
/// script reads one shape however many targets the project has. A target passed over says
/// why: a line of text, or `"passedOver"` in its member. A target that fails is emitted and
/// left out, and the others are still reported.
package struct TargetReports {
  /// What one target gave.
  package enum Report {
    /// The target's report in the chosen format: text, or a JSON object (its members join the
    /// target's member of a project's document).
    case text(String)
    case json(JSONValue)
    /// Why nothing was reported for the target, as a sentence.
    case passedOver(String)
  }

  package let format: ReportFormat
  /// Whether the targets are a project's: then text has headings, and JSON is one document.
  package let isProject: Bool
  /// The command's name, which starts the line of a target passed over.
  private let command: String
  private var members: [JSONValue] = []
  private var count = 0

  /// The reports of `command` on the targets of `resolution`.
  package init(_ format: ReportFormat, of resolution: InputResolution, command: String) {
    self.init(format, isProject: resolution.project != nil, command: command)
  }

  init(_ format: ReportFormat, isProject: Bool, command: String) {
    self.format = format
    self.isProject = isProject
    self.command = command
  }

  /// Prints, or keeps for ``finish(console:)``, what `report` gives for `target`; when it
  /// throws, emits the failure and leaves the target out. `facts` are members of its
  /// project member between the name and the report (such as its platform).
  package mutating func add(
    _ target: InputTarget, facts: [(String, JSONValue)] = [], console: Console,
    _ report: () throws(CommandFailure) -> Report
  ) {
    do {
      add(target, try report(), facts: facts, console: console)
    } catch {
      console.diagnostics.emit(error.diagnostic)
    }
  }

  private mutating func add(
    _ target: InputTarget, _ report: Report, facts: [(String, JSONValue)], console: Console
  ) {
    defer { count += 1 }
    if isProject, format == .json {
      var object: [(String, JSONValue)] = [("target", .optional(target.name))] + facts
      switch report {
      case .json(.object(let reported)): object += reported
      case .json(let other): object.append(("report", other))
      case .text(let text): object.append(("report", .string(text)))
      case .passedOver(let why): object.append(("passedOver", .string(why)))
      }
      return members.append(.object(object))
    }
    if isProject, format == .text {
      console.out((count == 0 ? "" : "\n") + "== \(target.heading)\n")
    }
    switch report {
    case .text(let text): console.out(text)
    case .json(let value): console.out(value.rendered() + "\n")
    case .passedOver(let why): console.out("segue \(command): " + why + "\n")
    }
  }

  /// Prints a project's JSON document, once every target was added.
  package func finish(console: Console) {
    guard isProject, format == .json else { return }
    console.out(JSONValue.object([("targets", .array(members))]).rendered() + "\n")
  }
}
