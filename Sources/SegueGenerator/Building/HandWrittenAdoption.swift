import SourceIndex
import StoryboardKit

/// The stage for apps that wrote the seed's `SegueIdentifier` enums by hand: a class whose
/// sources already declare the enum or the `SegueHandler` conformance gets neither again (a
/// second would not compile). Its hand-written cases are checked against the storyboards; when
/// they match, the typed destinations are still written, with the hand-written case names.
struct HandWrittenAdoption: Sendable {
  let sources: SourceIndex

  /// `classes` with their adoption decided, and the warnings for enums that disagree with the
  /// storyboards.
  func adopt(_ classes: [GeneratedClass]) -> (classes: [GeneratedClass], warnings: [Diagnostic]) {
    var warnings: [Diagnostic] = []
    let adopted = classes.map { generated -> GeneratedClass in
      guard generated.type.module == nil, generated.inheritedConformance == nil else {
        return generated
      }
      let name = generated.type.name
      let enumeration = sources.handWrittenSegueIdentifiers[name]
      guard enumeration != nil || sources.segueHandlerConformers.contains(name) else {
        return generated
      }
      var generated = generated
      guard let enumeration, enumeration.isReadable else {
        generated.adoption = .unchecked
        return generated
      }
      let written = Dictionary(
        enumeration.cases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
      let storyboard = Set(generated.segues.map(\.identifier))
      let missing = generated.segues.filter { written[$0.identifier] == nil }
      let extra = enumeration.cases.filter { !storyboard.contains($0.rawValue) }
      for segue in missing {
        warnings.append(
          disagreement(
            enumeration.path, enumeration.location,
            "The hand-written SegueIdentifier of \(name) has no case for the segue identifier "
              + "'\(segue.identifier)' of \(storyboardList(generated)); add "
              + "`case \(segue.caseName) = \"\(segue.identifier)\"`.",
            ruleID: "identifier-not-in-enum"))
      }
      for extraCase in extra {
        warnings.append(
          disagreement(
            enumeration.path, extraCase.location,
            "No segue of \(name) in \(storyboardList(generated)) has the identifier "
              + "'\(extraCase.rawValue)' of the case '\(extraCase.name)'; performing it raises "
              + "\"Receiver has no segue with identifier\".",
            ruleID: "identifier-not-in-storyboard"))
      }
      guard missing.isEmpty, extra.isEmpty else {
        generated.adoption = .differs
        return generated
      }
      generated.adoption = .matches
      generated.segues = generated.segues.map { segue in
        var segue = segue
        segue.caseName = written[segue.identifier]?.name ?? segue.caseName
        return segue
      }
      return generated
    }
    return (adopted, warnings)
  }

  /// A warning that a hand-written enum and the storyboards disagree, at the enum or its case:
  /// a storyboard's identifier the enum lacks (`identifier-not-in-enum`: `prepare` cannot name
  /// that segue), or a case no storyboard has (lint's `identifier-not-in-storyboard`).
  private func disagreement(
    _ path: String, _ location: TextLocation, _ message: String, ruleID: String
  ) -> Diagnostic {
    Diagnostic(
      path: path, location: location, severity: .warning, message: message, ruleID: ruleID)
  }

  private func storyboardList(_ generated: GeneratedClass) -> String {
    generated.storyboards.map { $0 + ".storyboard" }.joined(separator: ", ")
  }
}
