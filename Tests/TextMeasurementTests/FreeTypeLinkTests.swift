import Testing
import TextMeasurement

@Suite struct FreeTypeLinkTests {
  /// The CFreeType module map and its pkg-config link work: FreeType starts and reports a
  /// 2.x version (Debian 12 ships 2.12).
  @Test func freeTypeStartsAndReportsItsVersion() throws {
    let version = try #require(FreeTypeLibrary.version())
    #expect(version.hasPrefix("2."))
  }
}
