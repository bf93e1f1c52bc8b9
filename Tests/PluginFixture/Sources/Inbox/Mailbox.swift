/// Code every platform compiles, so the target is never empty.
public enum Mailbox {
  /// The storyboard the inbox comes from.
  public static let storyboardName = "Main"
}
