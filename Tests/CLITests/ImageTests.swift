import Foundation
import Testing

/// `Image("name")` files through the command line: `--assets`, the file's folder, errors.
@Suite struct ImageTests {
  /// A scratch folder holding `Logo.png`, a 60 × 30-pixel PNG header (1x: 60 × 30 points).
  func assetsFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let header: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0, 0, 0, 60, 0, 0, 0, 30, 8, 2, 0, 0, 0]
    try Data(header).write(to: url.appendingPathComponent("Logo.png"))
    return url
  }

  /// The 60 × 30 image is centred on the 390 × 844 canvas: x 165, y 407.
  @Test func assetsFlagFindsTheImage() throws {
    let assets = try assetsFolder()
    defer { try? FileManager.default.removeItem(at: assets) }
    let run = try layoutc(
      ["-", "--assets", assets.path, "--format", "json"], input: "Image(\"Logo\")\n")
    #expect(run.status == 0, "\(run.standardError)")
    let view = try #require((run.json?["views"] as? [[String: Any]])?.first)
    #expect(
      ["x", "y", "width", "height"].map { (view[$0] as? NSNumber)?.doubleValue } == [
        165, 407, 60, 30,
      ])
  }

  /// Standard input looks in the current folder (the repository root here), not in Examples/.
  @Test func missingImageIsAnErrorAtItsLine() throws {
    let run = try layoutc(["-"], input: "VStack\n  Image(\"Banner\")\n")
    #expect(run.status == 2)
    #expect(
      run.standardError.hasPrefix(
        "<stdin>:2:9: error: image 'Banner' not found in '.'; looked for 'Banner', 'Banner.png'"))
  }

  @Test func missingAssetsFolderIsAnInputError() throws {
    let run = try layoutc(["Examples/ImageBanner.view", "--assets", "no-such-folder"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "error: cannot read assets folder 'no-such-folder': No such file or directory; "
        + "--assets takes a folder of images\n")
  }

  /// A PNG header of the given pixel size.
  func png(_ width: UInt8, _ height: UInt8) -> Data {
    Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, width, 0, 0, 0, height, 8, 2, 0, 0, 0])
  }

  /// Asset catalogues beside Swift sources: `Logo` has a 2x file (120 × 60 px) and a 3x file
  /// (180 × 90 px), both 60 × 30 points — the 3x one is read on a 3x canvas, the 2x one on a
  /// 2x canvas (told apart here by giving the 2x file 100 × 60 px: 50 × 30 points). `Icons/Star`
  /// is in a group, found by its own name; `Food/Dough/Plain` is found as `Dough/Plain` too,
  /// since only `Dough` provides a namespace (as Xcode names it). A vector set is as large as
  /// the file declares: the PDF's `/MediaBox [0 0 40 20]` is 40 × 20 points, the SVG's
  /// `width="32" height="16"` 32 × 16 (its `stroke-width` is not its width), one with only a
  /// `viewBox` its box; an SVG sized in `pt` is an error that says why.
  @Test func assetCataloguesBesideSwiftSources() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Resources/Assets.xcassets")
    func imageSet(_ path: String, _ contents: String, _ files: [String: Data]) throws {
      let set = catalog.appendingPathComponent(path + ".imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try contents.write(
        to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
      for (name, data) in files { try data.write(to: set.appendingPathComponent(name)) }
    }
    try imageSet(
      "Logo",
      #"{"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"}, {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}]}"#,
      ["logo@2x.png": png(100, 60), "logo@3x.png": png(180, 90)])
    try imageSet(
      "Icons/Star", #"{"images": [{"filename": "star.png", "idiom": "universal"}]}"#,
      ["star.png": png(24, 24)])
    try imageSet(
      "Food/Dough/Plain", #"{"images": [{"filename": "plain.png", "idiom": "universal"}]}"#,
      ["plain.png": png(30, 20)])
    try #"{"properties": {"provides-namespace": true}}"#.write(
      to: catalog.appendingPathComponent("Food/Dough/Contents.json"), atomically: true,
      encoding: .utf8)
    try imageSet(
      "Badge", #"{"images": [{"filename": "badge.pdf", "idiom": "universal"}]}"#,
      ["badge.pdf": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 40 20] >>\n".utf8)])
    func svgSet(_ name: String, _ svg: String) throws {
      try imageSet(
        name, #"{"images": [{"filename": "a.svg", "idiom": "universal"}]}"#,
        ["a.svg": Data(svg.utf8)])
    }
    try svgSet("Wave", #"<svg stroke-width="3" width="32" height="16"><path/></svg>"#)
    try svgSet("Box", #"<?xml version="1.0"?><svg viewBox="0 0 12 8"></svg>"#)
    try svgSet("Points", #"<svg width="10pt" height="5pt"></svg>"#)
    try imageSet(
      "heroImage", #"{"images": [{"filename": "hero.png", "idiom": "universal"}]}"#,
      ["hero.png": png(14, 9)])
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try """
    #Preview("Logo") { Image("Logo") }
    #Preview("Star") { Image("Star") }
    #Preview("Badge") { Image("Badge") }
    #Preview("Wave") { Image("Wave") }
    #Preview("Box") { Image("Box") }
    #Preview("Points") { Image("Points") }
    #Preview("Plain") { Image("Dough/Plain") }
    #Preview("Hero") { Image(.hero) }
    """.write(
      to: folder.appendingPathComponent("Sources/Screen.swift"), atomically: true,
      encoding: .utf8)
    func size(_ preview: String, _ flags: [String] = []) throws -> [Double] {
      let run = try layoutc([folder.path, "--preview", preview, "--format", "json"] + flags)
      #expect(run.status == 0, "\(run.standardError)")
      let view = try #require(views(run).first)
      return ["width", "height"].compactMap { (view[$0] as? NSNumber)?.doubleValue }
    }
    #expect(try size("Logo") == [60, 30])
    #expect(try size("Logo", ["--scale", "2"]) == [50, 30])
    #expect(try size("Star") == [24, 24])
    #expect(try size("Plain") == [30, 20])
    #expect(try size("Badge") == [40, 20])
    #expect(try size("Wave") == [32, 16])
    #expect(try size("Box") == [12, 8])
    // Xcode's symbol for `heroImage.imageset` is `.hero`: the 14 × 9 image (it was "image
    // 'hero' not found").
    #expect(try size("Hero") == [14, 9])
    let points = try layoutc([folder.path, "--preview", "Points"])
    #expect(points.status == 2)
    #expect(
      points.standardError.contains("its width '10pt' and height '5pt' are not plain numbers (px)"))
  }
}
