import Foundation
import StoryboardKit

/// The storyboards an Info.plist names, with the key that names each: `UIMainStoryboardFile`
/// (and `~ipad`, `~iphone`), `UILaunchStoryboardName` (a launch screen), the window scenes'
/// `UISceneStoryboardFile` under `UIApplicationSceneManifest`, `NSMainStoryboardFile`, and an
/// extension's `NSExtension` → `NSExtensionMainStoryboard`, and a watch app's `Interface`
/// (`WKWatchKitApp`, `WKApplication`: WatchKit opens it by name). Usable on a bare Info.plist, with
/// no project.
package enum InfoPlistEntryPoints {
  /// Reads the Info.plist at `path` (XML, binary or OpenStep) and returns its entry points,
  /// sorted; throws when the file is missing or not a dictionary.
  package static func read(path: String) throws(ProjectError) -> [EntryPoint] {
    try entryPoints(in: dictionary(path: path))
  }

  /// The dictionary of the Info.plist at `path`.
  package static func dictionary(path: String) throws(ProjectError) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ProjectError(path: path, "The Info.plist '\(path)' is missing.")
    }
    guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any]
    else {
      throw ProjectError(path: path, "The Info.plist '\(path)' is not a property-list dictionary.")
    }
    return dictionary
  }

  /// The entry points of an Info.plist's top-level dictionary, sorted.
  package static func entryPoints(in plist: [String: Any]) -> [EntryPoint] {
    var found: [EntryPoint] = []
    for (key, value) in plist {
      guard let name = (value as? String).map(storyboardName), !name.isEmpty else { continue }
      let (base, idiom) = split(key)
      switch base {
      case "UIMainStoryboardFile", "NSMainStoryboardFile":
        found.append(EntryPoint(storyboardName: name, role: .main, idiom: idiom, key: key))
      case "UILaunchStoryboardName":
        found.append(EntryPoint(storyboardName: name, role: .launchScreen, idiom: idiom, key: key))
      default: continue
      }
    }
    if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
      let configurations = manifest["UISceneConfigurations"] as? [String: Any]
    {
      for (role, list) in configurations {
        for (index, scene) in (list as? [Any] ?? []).enumerated() {
          guard let scene = scene as? [String: Any],
            let name = (scene["UISceneStoryboardFile"] as? String).map(storyboardName),
            !name.isEmpty
          else { continue }
          let key =
            "UIApplicationSceneManifest.UISceneConfigurations.\(role)[\(index)].UISceneStoryboardFile"
          found.append(EntryPoint(storyboardName: name, role: .main, idiom: .any, key: key))
        }
      }
    }
    if let extensionInfo = plist["NSExtension"] as? [String: Any],
      let name = (extensionInfo["NSExtensionMainStoryboard"] as? String).map(storyboardName),
      !name.isEmpty
    {
      found.append(
        EntryPoint(
          storyboardName: name, role: .main, idiom: .any,
          key: "NSExtension.NSExtensionMainStoryboard"))
    }
    // A watch app names no storyboard: WatchKit opens the one named Interface.
    for key in ["WKWatchKitApp", "WKApplication"] where plist[key] as? Bool == true {
      found.append(
        EntryPoint(storyboardName: watchKitStoryboard, role: .main, idiom: .any, key: key))
    }
    return found.sorted()
  }

  /// The storyboard a key's value names: the file's name without its extension, as Xcode
  /// writes it, also when the value keeps `.storyboard` (DTCoreText's demo names its launch
  /// screen `Launch.storyboard`, which the system accepts).
  private static func storyboardName(_ value: String) -> String {
    value.hasSuffix(".storyboard") ? String(value.dropLast(".storyboard".count)) : value
  }

  /// The storyboard WatchKit opens in a watch app (`WKWatchKitApp` or `WKApplication`), whose
  /// Info.plist names none; a project drops it when the target has no such storyboard (a
  /// SwiftUI watch app).
  package static let watchKitStoryboard = "Interface"

  /// `UIMainStoryboardFile~ipad` as the key and the idiom its suffix names.
  private static func split(_ key: String) -> (String, EntryPoint.Idiom) {
    guard let tilde = key.firstIndex(of: "~") else { return (key, .any) }
    let base = String(key[..<tilde])
    switch key[key.index(after: tilde)...] {
    case "ipad": return (base, .pad)
    case "iphone": return (base, .phone)
    default: return (base, .any)
    }
  }

  /// The keys a generated Info.plist gets from `INFOPLIST_KEY_*` settings, values expanded.
  package static func generatedKeys(settings: [String: String], expand: (String) -> String)
    -> [String: Any]
  {
    var keys: [String: Any] = [:]
    for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
      keys[String(name.dropFirst("INFOPLIST_KEY_".count))] = expand(value)
    }
    return keys
  }
}
