import Foundation
import Testing

@Suite struct SVGTests {
  /// The swatch's frames (Color 145, 397, 100 × 50; padding 135, 387, 120 × 70) in a standalone
  /// SVG of the canvas, the label font embedded as an OpenType subset (Base64 of "OTTO" is
  /// "T1RUTw"), the same bytes every run.
  @Test func drawsTheExample() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let svg = run.standardOutput
    #expect(
      svg.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\" viewBox=\"0 0 390 844\">\n"
      ))
    #expect(
      svg.contains(
        ##"<rect x="145" y="397" width="100" height="50" fill="#ff9500" fill-opacity="0.35"/>"##))
    #expect(
      svg.contains(
        ##"<rect x="135" y="387" width="120" height="70" fill="#e6b422" fill-opacity="0.25"/>"##))
    #expect(svg.contains(#"src: url(data:font/otf;base64,T1RUTw"#))
    #expect(svg.contains(##">swatch</text>"##))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(try layoutc(["Examples/PaddedSwatch.view", "--format", "svg"]).standardOutput == svg)
  }

  /// A subset is small: the message row's two faces' worth of glyphs is a few kilobytes, not
  /// the 260 KB of a whole face.
  @Test func embedsOnlyTheGlyphsDrawn() throws {
    let run = try layoutc(["Examples/MessageRow.view", "--format", "svg"])
    #expect(run.status == 0)
    #expect(run.standardOutput.utf8.count < 30_000, "\(run.standardOutput.utf8.count) bytes")
    #expect(run.standardOutput.contains(">Hi! It's been a while since we last caught</text>"))
  }

  @Test func highlightPicksOneViewOut() throws {
    let run = try layoutc(["Examples/MessageRow.view", "--format", "svg", "--highlight", "message"])
    #expect(run.status == 0)
    let svg = run.standardOutput
    let faded = try #require(svg.range(of: "<g opacity=\"0.2\">"))
    let picked = try #require(
      svg.range(
        of:
          "data-type=\"Text\">\n<rect x=\"65.667\" y=\"401.667\" width=\"306.667\" height=\"40.667\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\"/>"
      ))
    #expect(faded.upperBound < picked.lowerBound)
  }

  @Test(arguments: [
    (
      ["Examples/MessageRow.view", "--format", "svg", "--highlight", "mesage"],
      "error: --highlight mesage: no view has this .id; did you mean 'message'?"
    ),
    (
      ["Examples/PaddedSwatch.view", "--format", "svg", "--highlight", "zzz"],
      "error: --highlight zzz: no view has this .id; give one of the file's ids: 'swatch'"
    ),
    (
      ["Examples/PixelRounding.view", "--format", "svg", "--highlight", "a"],
      "error: --highlight a: no view has this .id; give a view an .id(\"a\") in the file to draw it strongly"
    ),
  ])
  func unknownHighlightIsAUsageError(arguments: [String], message: String) throws {
    let run = try layoutc(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError == message + "\n")
  }

  @Test func traceIsNotDrawn() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--format", "svg", "--trace"])
    #expect(run.status == 64)
    #expect(
      run.standardError.contains(
        "--trace prints with the table or the JSON; leave out --format svg to trace"))
  }

  @Test func highlightNeedsSVG() throws {
    let run = try layoutc(["Examples/PaddedSwatch.view", "--highlight", "swatch"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("--highlight marks a view in a picture; add --format svg"))
  }
}

@Suite struct SVGMatrixTests {
  /// One picture is one canvas: two files, or two directions, are refused.
  @Test(arguments: [
    ["Examples/PaddedSwatch.view", "Examples/Card.view", "--format", "svg"],
    ["Examples/PaddedSwatch.view", "--layout-direction", "both", "--format", "svg"],
  ])
  func aMatrixIsAUsageError(arguments: [String]) throws {
    let run = try layoutc(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError.contains("--format svg draws one file on one canvas, not a matrix"))
  }
}
