import Testing

@testable import LayoutCommand

/// The symbols Xcode generates for colour sets (`AssetCatalog.colorSymbol`).
@Suite struct AssetColorSymbolTests {
  /// Lower camel case, words split at separators, a final "Color" dropped.
  @Test func symbolNames() {
    #expect(AssetCatalog.colorSymbol("label") == "label")
    #expect(AssetCatalog.colorSymbol("some_blue") == "someBlue")
    #expect(AssetCatalog.colorSymbol("someBlueColor") == "someBlue")
    #expect(AssetCatalog.colorSymbol("Brand Blue") == "brandBlue")
    #expect(AssetCatalog.colorSymbol("accent-color") == "accent")
    #expect(AssetCatalog.colorSymbol("Color") == "color")
    #expect(AssetCatalog.colorSymbol("Colors/brand") == nil)
    #expect(AssetCatalog.colorSymbol("1up") == nil)
  }
}
