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
}
