import StoryboardKit

/// How a segue is drawn: one style per family of kinds, so that a reader tells a push from a
/// modal presentation at a glance. Every format takes its colours, line and arrowhead from here,
/// and the legend lists the styles in this order.
package enum SegueStyle: String, Sendable, Hashable, CaseIterable, Comparable {
  /// `show`, and the deprecated `push`.
  case show
  /// `showDetail`, and the deprecated `replace`.
  case showDetail
  /// `presentation`, and `modal` (deprecated on iOS, current on macOS).
  case presentation
  /// `popoverPresentation` and `popover`.
  case popover
  /// macOS `sheet`.
  case sheet
  case embed
  case relationship
  case unwind
  case custom
  /// A kind this version does not know.
  case other

  /// The style of a segue kind.
  package init(kind: SegueKind) {
    switch kind {
    case .show, .push: self = .show
    case .showDetail, .replace: self = .showDetail
    case .presentation, .modal: self = .presentation
    case .popoverPresentation, .popover: self = .popover
    case .sheet: self = .sheet
    case .embed: self = .embed
    case .relationship: self = .relationship
    case .unwind: self = .unwind
    case .custom: self = .custom
    case .unknown: self = .other
    }
  }

  package static func < (lhs: SegueStyle, rhs: SegueStyle) -> Bool {
    let order = allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }

  /// The legend's words for the style.
  package var legendLabel: String {
    switch self {
    case .show: "show / push"
    case .showDetail: "show detail / replace"
    case .presentation: "modal presentation"
    case .popover: "popover"
    case .sheet: "sheet"
    case .embed: "embed"
    case .relationship: "relationship"
    case .unwind: "unwind"
    case .custom: "custom"
    case .other: "other kind"
    }
  }

  /// The line colour, as `#rrggbb`.
  package var color: String {
    switch self {
    case .show: "#1f63b4"
    case .showDetail: "#7b3fb5"
    case .presentation: "#e06c00"
    case .popover: "#1a8f3a"
    case .sheet: "#8c564b"
    case .embed: "#6b6b6b"
    case .relationship: "#222222"
    case .unwind: "#c62828"
    case .custom: "#c2187a"
    case .other: "#999999"
    }
  }

  /// The line: solid, dashed, dotted or bold.
  package var line: Line {
    switch self {
    case .show, .showDetail, .custom: .solid
    case .presentation, .sheet, .other: .dashed
    case .popover, .unwind: .dotted
    case .embed, .relationship: .bold
    }
  }

  /// The arrowhead, named as Graphviz names it.
  package var arrowhead: String {
    switch self {
    case .show: "normal"
    case .showDetail: "normalnormal"
    case .presentation: "empty"
    case .popover: "dot"
    case .sheet: "obox"
    case .embed: "odiamond"
    case .relationship: "diamond"
    case .unwind: "vee"
    case .custom: "box"
    case .other: "normal"
    }
  }

  /// The kinds of line a style uses.
  package enum Line: String, Sendable, Hashable {
    case solid
    case dashed
    case dotted
    case bold
  }
}
