import Foundation
import LayoutEngine
import Testing
import ViewDSL

@testable import LayoutCommand

/// The lookup order of `Image("name")` files, on real files in a scratch folder.
@Suite struct ImageFinderTests {
  /// A folder with files of the given names, each a PNG of the given pixel size.
  func folder(_ files: [String: (Int, Int)]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, (w, h)) in files {
      var bytes = ImageHeaderTests.png100x50
      bytes[16...19] = [0, 0, UInt8(w >> 8), UInt8(w & 0xFF)]
      bytes[20...23] = [0, 0, UInt8(h >> 8), UInt8(h & 0xFF)]
      try Data(bytes).write(to: url.appendingPathComponent(name))
    }
    return url.path
  }

  @Test func candidateOrderPrefersTheCanvasScale() {
    let names = ImageFinder(folders: ["."], canvasScale: 2).candidates("logo").map(\.file)
    #expect(
      names == [
        "logo", "logo@2x.png", "logo@2x.jpg", "logo@2x.jpeg", "logo@3x.png", "logo@3x.jpg",
        "logo@3x.jpeg", "logo.png", "logo.jpg", "logo.jpeg",
      ])
    #expect(ImageFinder(folders: ["."], canvasScale: 0).preferredScale == 3)
  }

  /// `logo@3x.png` 120 × 60 px on a 3x canvas: 40 × 20 pt, chosen over the 1x file.
  @Test func scaledFileDividesItsPixels() throws {
    let dir = try folder(["logo@3x.png": (120, 60), "logo.png": (7, 7)])
    #expect(
      ImageFinder(folders: [dir], canvasScale: 3).lookup("logo")
        == .found(Size(width: 40, height: 20)))
    // On a 1x canvas the 1x file wins.
    #expect(
      ImageFinder(folders: [dir], canvasScale: 1).lookup("logo")
        == .found(Size(width: 7, height: 7)))
    // The exact name, with its own scale: 120 / 3.
    #expect(
      ImageFinder(folders: [dir], canvasScale: 1).lookup("logo@3x.png")
        == .found(Size(width: 40, height: 20)))
  }

  @Test func assetsFolderComesFirst() throws {
    let assets = try folder(["a.png": (10, 10)])
    let local = try folder(["a.png": (20, 20), "b.png": (30, 30)])
    let finder = ImageFinder(folders: [assets, local], canvasScale: 3)
    #expect(finder.lookup("a") == .found(Size(width: 10, height: 10)))
    #expect(finder.lookup("b") == .found(Size(width: 30, height: 30)))
    #expect(finder.lookup("c") == .notFound(searched: "'\(assets)' or '\(local)'"))
  }

  @Test func unreadableHeader() throws {
    let dir = try folder([:])
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
    #expect(
      ImageFinder(folders: [dir], canvasScale: 3).lookup("bad")
        == .unreadable(path: dir + "/bad.png", reason: "not a PNG or JPEG file"))
  }

  @Test func foldersOfTheInput() {
    #expect(
      ImageFinder(input: "Examples/Card.view", assets: "art", canvasScale: 3).folders == [
        "art", "Examples",
      ])
    #expect(ImageFinder(input: "-", assets: nil, canvasScale: 3).folders == ["."])
    #expect(ImageFinder(input: "Card.view", assets: nil, canvasScale: 3).folders == ["."])
    #expect(ImageFinder.folder(of: "/Card.view") == "/")
  }
}

/// The symbols Xcode 26 generates for a String Catalog's keys, and the text each stands for.
@Suite struct StringCatalogSymbolsTests {
  /// Words split at anything but letters and digits, in lower camel case.
  @Test func symbolNames() {
    #expect(StringCatalogSymbols.symbol(for: "PhotoType.front") == "photoTypeFront")
    #expect(StringCatalogSymbols.symbol(for: "cart.checkout.title") == "cartCheckoutTitle")
    #expect(StringCatalogSymbols.symbol(for: "Save") == "save")
    #expect(StringCatalogSymbols.symbol(for: "close_button") == "closeButton")
    #expect(StringCatalogSymbols.symbol(for: "1st") == nil)
  }

  /// A catalogue in a folder: the source language's value (here `en` beside `ru`), the key
  /// when it has no value of its own; a key with a format argument (a function of it) and one
  /// with plural variations are not kept.
  @Test func readsTheSourceLanguage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
    try #"""
    {"sourceLanguage": "en", "strings": {
      "PhotoType.front": {"localizations": {
        "ru": {"stringUnit": {"state": "translated", "value": "Спереди"}},
        "en": {"stringUnit": {"state": "translated", "value": "Front photo"}}}},
      "Done": {},
      "Count.days": {"localizations": {"en": {"stringUnit": {"value": "%lld days"}}}},
      "Plural.items": {"localizations": {"en": {"variations": {"plural": {}}}}}
    }, "version": "1.0"}
    """#.write(
      to: folder.appendingPathComponent("App/Localizable.xcstrings"), atomically: true,
      encoding: .utf8)
    let symbols = StringCatalogSymbols.read(ResourceFinder(sources: [folder.path]))
    #expect(symbols == ["photoTypeFront": "Front photo", "done": "Done"])
  }
}
