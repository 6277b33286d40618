import Testing

@testable import LayoutCommand

/// The symbols Xcode generates for colour and image sets (`AssetCatalog.colorSymbol`,
/// `imageSymbol`).
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

  /// An image set's symbol drops a final "Image" (or "Color"); the map lists only the sets
  /// whose symbol differs from their name, and never one that another set is named as.
  @Test func imageSymbols() {
    #expect(AssetCatalog.imageSymbol("defaultWorkoutImage") == "defaultWorkout")
    #expect(AssetCatalog.imageSymbol("fiori.text.color") == "fioriText")
    #expect(AssetCatalog.imageSymbol("hero_banner") == "heroBanner")
    #expect(AssetCatalog.imageSymbol("logo") == "logo")
    let catalog = AssetCatalog(
      path: "A.xcassets",
      imageSets: ["defaultWorkoutImage": "a", "logo": "b", "hero_banner": "c", "starImage": "d"],
      symbolSets: ["star": "e", "chart-image": "f"])
    #expect(
      AssetCatalog.imageSymbols([catalog]) == [
        "defaultWorkout": "defaultWorkoutImage", "heroBanner": "hero_banner",
        "chart": "chart-image",
      ])
  }
}
