// The app's identifiers in one module-level enum, as SBConstants writes them, and app types
// named like the generated code's.

enum SegueIdentifier: String {
  case ShowSaleArtworkDetails
  case ShowOrders
  case ShowListings
}

/// A module-level type named like a generated member.
struct TypedSegue {
  var name: String
}

/// A module-level type named like one of SegueKit's.
enum SceneType {
  case listing, artwork
}
