import StoryboardKit

/// ``SegueKind`` without the text of unknown kinds, so that ``LintEdge`` stays a plain
/// value that is copied without reference counting.
enum LintSegueKind: Sendable, Hashable {
  case show, showDetail, presentation, popoverPresentation, embed, unwind, relationship, custom
  case push, modal, replace, popover, sheet, other

  init(_ kind: SegueKind) {
    switch kind {
    case .show: self = .show
    case .showDetail: self = .showDetail
    case .presentation: self = .presentation
    case .popoverPresentation: self = .popoverPresentation
    case .embed: self = .embed
    case .unwind: self = .unwind
    case .relationship: self = .relationship
    case .custom: self = .custom
    case .push: self = .push
    case .modal: self = .modal
    case .replace: self = .replace
    case .popover: self = .popover
    case .sheet: self = .sheet
    case .unknown: self = .other
    }
  }

  /// Relationship and embed segues are set up by their container, never performed.
  var isPerformable: Bool { self != .relationship && self != .embed }
}
