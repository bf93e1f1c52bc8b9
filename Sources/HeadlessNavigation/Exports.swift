// The platform, size class and presentation style values live in NavigationCore, below
// SegueKit; re-exported so that `import HeadlessNavigation` still offers them.
@_exported import NavigationCore
