import Foundation
import SegueTestSupport
import SourceIndex
import Testing

@testable import ProjectModel

/// Which pods a `Podfile` gives each target, read when neither the Pods xcconfigs nor
/// `Podfile.lock` are in the checkout.
struct PodfileTargetsTests {
  /// Lockdown's shape: each target names its own pods; the app does not link its tests'.
  @Test func eachTargetLinksThePodsOfItsBlock() throws {
    let podfile = PodfileTargets(
      text: """
        platform :ios, '11.0'
        use_frameworks!
        target :'Lockdown' do
          plugin 'cocoapods-acknowledgements', :settings_bundle => true
          pod 'PopupDialog', '~> 0.9'
          pod 'PromiseKit' # networking
        end
        target "LockdownTests" do
          pod 'SnapshotTesting', :git => 'https://example.com/s.git'
        end
        target :Widget do
          # pod 'Commented'
          pod('KeychainAccess/Core')
        end
        """)
    #expect(
      podfile.pods(ofTarget: "Lockdown")
        == .init(names: ["PopupDialog", "PromiseKit"], complete: true))
    #expect(podfile.pods(ofTarget: "Widget") == .init(names: ["KeychainAccess"], complete: true))
    #expect(podfile.pods(ofTarget: "Other") == nil)
    #expect(podfile.allPods == ["KeychainAccess", "PopupDialog", "PromiseKit", "SnapshotTesting"])
  }

  /// fluffychat's shape: Flutter installs the app's pods through a method the Podfile does not
  /// define, its share extension inherits search paths only, and only the notification
  /// extension names FMDB.
  @Test func aCallToAnUndefinedMethodLeavesTheTargetsPodsUnknown() throws {
    let podfile = PodfileTargets(
      text: """
        def flutter_root
          generated = File.expand_path(File.join('..', 'Flutter', 'Generated.xcconfig'), __FILE__)
          File.foreach(generated) do |line|
            matches = line.match(/FLUTTER_ROOT\\=(.*)/)
            return matches[1].strip if matches
          end
        end
        require File.expand_path(File.join('packages', 'podhelper'), flutter_root)
        flutter_ios_podfile_setup
        target 'Runner' do
          use_frameworks!
          flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))
          target 'Share' do
            inherit! :search_paths
          end
        end
        target 'Notifications' do
          pod 'FMDB/SQLCipher'
        end
        post_install do |installer|
          installer.pods_project.targets.each do |target|
            flutter_additional_ios_build_settings(target)
          end
        end
        """)
    #expect(podfile.pods(ofTarget: "Runner") == .init(names: [], complete: false))
    #expect(podfile.pods(ofTarget: "Share") == .init(names: [], complete: true))
    #expect(podfile.pods(ofTarget: "Notifications") == .init(names: ["FMDB"], complete: true))
  }

  /// Pods at the top, in an abstract target, in a method the target calls and in an `if`
  /// inside it are all the target's; a nested target inherits its parent's.
  @Test func aTargetLinksWhatEncloseItAndTheMethodsItCalls() throws {
    let podfile = PodfileTargets(
      text: """
        pod 'Everywhere'
        def shared_pods
          pod 'Shared'
        end
        abstract_target 'Base' do
          pod 'Abstract'
          target 'App' do
            shared_pods
            if ENV['FLAG']
              pod 'Flagged'
            else
              pod 'Unflagged'
            end
            target 'AppTests' do
              inherit! :complete
              pod 'Quick'
            end
          end
        end
        target 'Other' do
          unknown_helper
        end
        target 'Inline' do
          if ENV['DEBUG'] then pod 'OneLine' end
        end
        """)
    #expect(
      podfile.pods(ofTarget: "App")
        == .init(
          names: ["Abstract", "Everywhere", "Flagged", "Shared", "Unflagged"],
          complete: true))
    #expect(
      podfile.pods(ofTarget: "AppTests")
        == .init(
          names: ["Abstract", "Everywhere", "Flagged", "Quick", "Shared", "Unflagged"],
          complete: true))
    #expect(podfile.pods(ofTarget: "Other") == .init(names: ["Everywhere"], complete: false))
    #expect(podfile.pods(ofTarget: "Inline") == .init(names: ["Everywhere"], complete: false))
  }

  /// A target whose Pods xcconfig and `Podfile.lock` are not in the checkout links the pods of
  /// its own block, not every pod the Podfile names.
  @Test func aTargetWithoutItsPodsXcconfigOrLockLinksItsBlocksPods() throws {
    let directory = try FixtureCopy.make {
      $0.replacingOccurrences(
        of: "path = App.xcconfig;",
        with: "path = \"Pods/Target Support Files/Pods-PhoneApp/Pods-PhoneApp.release.xcconfig\";")
    }
    defer { directory.remove() }
    _ = try directory.write(
      "target 'PhoneApp' do\n  pod 'Alamofire'\nend\n"
        + "target 'PhoneAppTests' do\n  pod 'SnapshotTesting'\nend\n",
      to: "Project/Podfile")
    let project = try Project.load(at: directory.path + "/Project/Fixture.xcodeproj")
    let pods = (project.target(named: "PhoneApp")?.linked ?? []).filter { $0.kind == .pod }
    #expect(pods.map(\.name) == ["Alamofire"])
    #expect(pods.map(\.origin) == ["Podfile"])
  }
}
