import Testing

@testable import ProjectModel

/// What a development pod's podspec says its code is: the folders of its `source_files`
/// patterns, or nil when the text does not say, so that the pod's whole folder is read.
@Suite struct PodspecSourcesTests {
  @Test func onePatternIsItsFolder() {
    let spec = "Pod::Spec.new do |s|\n  s.source_files = 'GCBUtilities/**/*.swift'\nend\n"
    #expect(PodspecSources(text: spec)?.folders == ["GCBUtilities"])
  }

  @Test func listsSubspecsAndPlatformsAddUp() {
    let spec = """
      Pod::Spec.new do |s|
        # s.source_files = 'Commented/*.swift'
        s.ios.source_files = "Sources/iOS/*.{h,m}", './Shared/Classes/'
        s.subspec 'Core' do |core|
          core.source_files = [
            'Core/**/*.swift',  # the core
            'Sources/Base.h',
          ]
          core.exclude_files = 'Core/Tests/**'
        end
      end
      """
    #expect(
      PodspecSources(text: spec)?.folders == [
        "Core", "Shared/Classes", "Sources/Base.h", "Sources/iOS",
      ])
  }

  @Test func theJSONFormIsRead() {
    let spec = """
      {
        "name": "A",
        "source_files": ["A/*.swift", "B/**/*.h"]
      }
      """
    #expect(PodspecSources(text: spec)?.folders == ["A", "B"])
  }

  /// A pattern built by code, one in the podspec's own folder, or no pattern at all: the
  /// folders are unknown, and the caller reads the whole folder.
  @Test func whatTheTextDoesNotSayIsNil() {
    #expect(PodspecSources(text: "s.source_files = files\n") == nil)
    #expect(PodspecSources(text: "s.source_files = '*.swift'\n") == nil)
    #expect(PodspecSources(text: "s.source_files = '**/*.swift'\n") == nil)
    #expect(PodspecSources(text: "s.source_files = '../Up/*.swift'\n") == nil)
    #expect(PodspecSources(text: "s.source_files = \"#{s.name}/**/*\"\n") == nil)
    #expect(PodspecSources(text: "s.source_files = 'A/*.swift'\ns.source_files = list\n") == nil)
    #expect(PodspecSources(text: "Pod::Spec.new do |s|\nend\n") == nil)
  }
}
