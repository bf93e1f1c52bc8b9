import SourceIndex
import Testing

/// Objective-C files read as clang reads them for a target: `#if`, `#ifdef`, `#ifndef`,
/// `#elif` and `#else` branches that are not compiled are left out, `TARGET_OS_*` macros mark
/// each branch with its platforms, and unknown macros take both branches.
@Suite struct PreprocessorConditionTests {
  /// The identifiers performed in `body`, with the platforms each is compiled for.
  static func performed(_ body: String, _ conditions: CompilationConditions = .unknown)
    -> [String: CompiledPlatforms]
  {
    let text = """
      #import "ListViewController.h"

      @implementation ListViewController
      - (void)open {
      \(body)
      }
      @end

      """
    let index = SourceIndex(files: [("ListViewController.m", text)], conditions: conditions)
    var found: [String: CompiledPlatforms] = [:]
    for use in index.performedIdentifiers { found[use.value] = use.platforms }
    return found
  }

  static func perform(_ identifier: String) -> String {
    "    [self performSegueWithIdentifier:@\"\(identifier)\" sender:nil];"
  }

  static let release = CompilationConditions(platform: .iOS, preprocessorDefinitions: [:])
  static let debug = CompilationConditions(
    platform: .iOS, preprocessorDefinitions: CompilationConditions.definitions(["DEBUG=1"]))

  @Test func aTargetOSConditionIsReadForTheTargetsPlatform() {
    let body = """
      #if TARGET_OS_IOS
      \(Self.perform("Phone"))
      #endif
      #if TARGET_OS_OSX
      \(Self.perform("Mac"))
      #endif
      \(Self.perform("Always"))
      """
    #expect(Self.performed(body, .init(platform: .iOS)) == ["Phone": .all, "Always": .all])
    #expect(Self.performed(body, .init(platform: .macOS)) == ["Mac": .all, "Always": .all])
  }

  @Test func withoutAPlatformEachBranchIsMarkedWithThePlatformsItIsCompiledFor() {
    let body = """
      #if TARGET_OS_IOS
      \(Self.perform("Phone"))
      #elif TARGET_OS_OSX
      \(Self.perform("Mac"))
      #else
      \(Self.perform("Other"))
      #endif
      #if TARGET_OS_IPHONE
      \(Self.perform("Touch"))
      #endif
      #if TARGET_OS_MAC
      \(Self.perform("Apple"))
      #endif
      """
    #expect(
      Self.performed(body) == [
        "Phone": .iOS, "Mac": .macOS, "Other": [.tvOS, .watchOS, .visionOS],
        "Touch": [.iOS, .tvOS, .watchOS, .visionOS], "Apple": .all,
      ])
  }

  @Test func targetOSMacIsTrueOnIOSTooAndEveryTargetOSMacroIsDefined() {
    let body = """
      #if TARGET_OS_MAC && !TARGET_OS_IPHONE
      \(Self.perform("MacOnly"))
      #endif
      #if TARGET_OS_MAC
      \(Self.perform("AnyApple"))
      #endif
      #ifdef TARGET_OS_OSX
      \(Self.perform("DefinedEverywhere"))
      #endif
      """
    #expect(
      Self.performed(body, .init(platform: .iOS)) == ["AnyApple": .all, "DefinedEverywhere": .all])
    #expect(
      Set(Self.performed(body, .init(platform: .macOS)).keys) == [
        "MacOnly", "AnyApple", "DefinedEverywhere",
      ])
  }

  @Test func ifdefDebugIsReadFromTheBuildSettingsAndTakesBothBranchesWithoutThem() {
    let body = """
      #ifdef DEBUG
      \(Self.perform("Debug"))
      #else
      \(Self.perform("Release"))
      #endif
      #ifndef DEBUG
      \(Self.perform("NotDebug"))
      #endif
      #if DEBUG
      \(Self.perform("DebugValue"))
      #endif
      """
    #expect(Set(Self.performed(body, Self.debug).keys) == ["Debug", "DebugValue"])
    #expect(Set(Self.performed(body, Self.release).keys) == ["Release", "NotDebug"])
    #expect(
      Set(Self.performed(body).keys) == ["Debug", "Release", "NotDebug", "DebugValue"])
  }

  @Test func definitionsHaveTheirValues() {
    let body = """
      #if STAGING
      \(Self.perform("Staging"))
      #endif
      #if defined(STAGING) && LEVEL >= 2
      \(Self.perform("Level"))
      #endif
      """
    let off = CompilationConditions(
      platform: .iOS,
      preprocessorDefinitions: CompilationConditions.definitions(["STAGING=0", "LEVEL=3"]))
    #expect(Set(Self.performed(body, off).keys) == ["Level"])
    let on = CompilationConditions(
      platform: .iOS,
      preprocessorDefinitions: CompilationConditions.definitions(["STAGING", "LEVEL=1"]))
    #expect(Set(Self.performed(body, on).keys) == ["Staging"])
  }

  @Test func anUnknownMacroKeepsBothBranches() {
    let body = """
      #if VERBOSE
      \(Self.perform("Verbose"))
      #else
      \(Self.perform("Quiet"))
      #endif
      #if __IPHONE_OS_VERSION_MIN_REQUIRED >= 130000
      \(Self.perform("Modern"))
      #else
      \(Self.perform("Legacy"))
      #endif
      #if __has_include(<Firebase/Firebase.h>)
      \(Self.perform("Firebase"))
      #endif
      #if TARGET_OS_SIMULATOR
      \(Self.perform("Simulator"))
      #endif
      #if SOME_FLAG ? 1 : 0
      \(Self.perform("Ternary"))
      #endif
      """
    #expect(
      Set(Self.performed(body, Self.release).keys) == [
        "Verbose", "Quiet", "Modern", "Legacy", "Firebase", "Simulator", "Ternary",
      ])
  }

  @Test func aMacroTheFileDefinesItselfIsUnknown() {
    let body = """
      #define DEBUG 1
      #ifdef DEBUG
      \(Self.perform("Debug"))
      #endif
      """
    #expect(Set(Self.performed(body, Self.release).keys) == ["Debug"])
  }

  @Test func literalsOperatorsAndContinuedLines() {
    let body = """
      #if 0
      \(Self.perform("Never"))
      #elif 1
      \(Self.perform("Elif"))
      #else
      \(Self.perform("AfterTrue"))
      #endif
      #if (TARGET_OS_IOS || TARGET_OS_TV) && \\
          !defined(DEBUG)
      \(Self.perform("Continued"))
      #endif
      #if VERBOSE && 0
      \(Self.perform("UnknownAndFalse"))
      #endif
      #if VERBOSE || 1
      \(Self.perform("UnknownOrTrue"))
      #endif
      #if 10 > 9 && 0x10
      \(Self.perform("Hex"))
      #endif
      """
    #expect(
      Set(Self.performed(body, Self.release).keys) == [
        "Elif", "Continued", "UnknownOrTrue", "Hex",
      ])
    #expect(
      Set(Self.performed(body, .init(platform: .macOS, preprocessorDefinitions: [:])).keys) == [
        "Elif", "UnknownOrTrue", "Hex",
      ])
  }

  @Test func nestedConditionsNarrowTheOuterOnes() {
    let body = """
      #if !TARGET_OS_OSX
      #ifdef DEBUG
      \(Self.perform("Inner"))
      #else
      #if TARGET_OS_WATCH
      \(Self.perform("Watch"))
      #elif TARGET_OS_TV
      \(Self.perform("TV"))
      #endif
      #endif
      #endif
      """
    #expect(
      Self.performed(body) == [
        "Inner": [.iOS, .tvOS, .watchOS, .visionOS], "Watch": .watchOS, "TV": .tvOS,
      ])
    #expect(Self.performed(body, Self.release) == [:])
    #expect(Self.performed(body, Self.debug) == ["Inner": .all])
  }

  @Test func aBranchThatIsNotCompiledDeclaresNothingAndOtherDirectivesStay() {
    let text = """
      #import <UIKit/UIKit.h>
      #if TARGET_OS_OSX
      @interface MacViewController : NSViewController
      @end
      #else
      @interface PhoneViewController : UIViewController
      - (IBAction)unwindToPhone:(UIStoryboardSegue *)segue;
      @end
      #endif
      """
    let mac = SourceIndex(files: [("A.h", text)], conditions: .init(platform: .macOS))
    #expect(mac.classes == ["MacViewController"])
    #expect(mac.headerImports["A.h"] == ["UIKit/UIKit.h"])
    let phone = SourceIndex(files: [("A.h", text)], conditions: .init(platform: .iOS))
    #expect(phone.classes == ["PhoneViewController"])
    #expect(phone.unwindActions["PhoneViewController"] == ["unwindToPhone:"])
    #expect(SourceIndex(files: [("A.h", text)]).classes.count == 2)
  }
}
