import Foundation
import Testing

/// The browser check: an example's SVG as headless Chromium (Debian's `chromium`, installed by
/// `make setup`) draws it, checked pixel by pixel in the screenshot. It proves what string
/// comparisons cannot: that the file is a valid picture, the size of the canvas, with the
/// palette's colours where the layout put the frames, and its embedded font drawing glyphs.
@Suite(.serialized) struct BrowserTests {
  /// Chromium on the PATH, or an issue saying how to get it.
  static func chromium() -> URL? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    {
      for name in ["chromium", "chromium-browser"] {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// `layoutc ARGUMENTS --format svg`, screenshotted at one pixel per point.
  func screenshot(_ arguments: [String], width: Int = 390, height: Int = 844) throws -> PNGImage {
    let run = try layoutc(arguments + ["--format", "svg"])
    #expect(run.status == 0, "\(run.standardError)")
    return try screenshot(svg: run.standardOutput, width: width, height: height)
  }

  func screenshot(svg text: String, width: Int = 390, height: Int = 844) throws -> PNGImage {
    let browser = try #require(
      Self.chromium(),
      "Chromium is not installed: `make setup` installs Debian's `chromium` package")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let svg = scratch.appendingPathComponent("picture.svg")
    let png = scratch.appendingPathComponent("picture.png")
    try Data(text.utf8).write(to: svg)

    let process = Process()
    process.executableURL = browser
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--force-device-scale-factor=1",
      "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
      "--window-size=\(width),\(height)", "--screenshot=\(png.path)", svg.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      Issue.record("Chromium took more than two minutes")
    }
    process.waitUntilExit()
    return try PNGImage([UInt8](Data(contentsOf: png)))
  }

  /// PaddedSwatch: the padding's box (135, 387, 120 × 70) is filled amber #e6b422 at 0.25 over
  /// white → (0.25 × 230 + 191.25 = 248.75, 0.25 × 180 + 191.25 = 236.25, 0.25 × 34 + 191.25
  /// = 199.75), seen in its band at (140, 422); the colour's frame (145, 397, 100 × 50) over it
  /// orange #ff9500 at 0.35 → (0.35 × 255 + 0.65 × 248.75 = 250.9, 0.35 × 149 + 0.65 × 236.25
  /// = 205.7, 0.65 × 199.75 = 129.8) at its centre (195, 422); the canvas white at (20, 20)
  /// and just outside the band at (130, 422).
  @Test func colouredFramesWhereTheLayoutPutThem() throws {
    let image = try screenshot(["Examples/PaddedSwatch.view"])
    #expect(image.width == 390 && image.height == 844)
    func near(_ x: Int, _ y: Int, _ expected: [Int]) {
      let pixel = image.rgb(x, y)
      #expect(
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= 3 },
        "pixel (\(x), \(y)) is \(pixel), expected \(expected)")
    }
    near(195, 422, [251, 206, 130])
    near(140, 422, [249, 236, 200])
    near(20, 20, [255, 255, 255])
    near(130, 422, [255, 255, 255])
  }

  /// MessageRow on a 390 × 844 canvas: the message's frame (65.667, 401.667, 306.667 × 40.667)
  /// holds its two lines in the embedded Inter, dark ink (#1c1c1e) on the HStack's padding
  /// band: hundreds of dark pixels inside the frame, none above the row.
  @Test func textIsDrawnWithTheEmbeddedFont() throws {
    let image = try screenshot(["Examples/MessageRow.view"])
    func darkPixels(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
      xs.reduce(0) { count, x in count + ys.filter { image.rgb(x, $0).reduce(0, +) < 300 }.count }
    }
    let inside = darkPixels(67..<371, 403..<441)
    #expect(inside > 500, "only \(inside) dark pixels in the message's frame")
    #expect(darkPixels(0..<390, 0..<400) == 0)
  }

  /// The glyphs are the embedded font's: without its `@font-face` rules the browser falls back
  /// to another face, and hundreds of pixels in the message's frame change.
  @Test func theEmbeddedFontIsTheOneDrawn() throws {
    let run = try layoutc(["Examples/MessageRow.view", "--format", "svg"])
    let embedded = try screenshot(svg: run.standardOutput)
    let stripped = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("@font-face") }.joined(separator: "\n")
    #expect(stripped != run.standardOutput)
    let fallback = try screenshot(svg: stripped)
    var changed = 0
    for x in 67..<371 {
      for y in 403..<441 where embedded.rgb(x, y) != fallback.rgb(x, y) { changed += 1 }
    }
    #expect(changed > 300, "only \(changed) pixels differ with the font left out")
  }

  /// A 402 × 874 device canvas gives a 402 × 874 picture, its safe-area insets shaded grey:
  /// #8e8e93 at 0.2 over white → (0.2 × 142 + 0.8 × 255 = 232.4, 232.4, 0.2 × 147 + 204 = 233.4)
  /// where nothing else is drawn.
  @Test func theCanvasSizeAndTheSafeArea() throws {
    let image = try screenshot(
      ["Examples/PaddedSwatch.view", "--device", "iPhone 16 Pro"], width: 402, height: 874)
    #expect(image.width == 402 && image.height == 874)
    let top = image.rgb(200, 30)  // inside the 62-point top inset
    #expect(zip(top, [232, 232, 233]).allSatisfy { abs($0 - $1) <= 3 }, "\(top)")
    #expect(image.rgb(200, 100) == [255, 255, 255])
  }
}
