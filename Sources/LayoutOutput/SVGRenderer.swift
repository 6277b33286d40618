import LayoutEngine

/// The `--format svg` output: a standalone SVG picture of a layout, in points (one SVG unit per
/// point, the canvas as the view box). From the bottom up: a white canvas, the safe-area insets
/// shaded, then every view in output order (parents under their children): its padding bands,
/// its modifiers' frames dashed, its own frame outlined in its category's colour
/// (`SVGPalette`), its text lines at their baselines, and a small label (its `.id`, else its
/// type). Numbers go through `formatNumber`, so the same layout gives the same bytes.
public enum SVGRenderer {
  /// `fonts` maps a font file of `fontUses` to the bytes to embed (a subset); a file without
  /// bytes is named but not embedded (the browser falls back to sans-serif). `highlight` is an
  /// `.id`: views with it are drawn strongly, on top, and every other view faded.
  public static func render(
    _ result: LayoutResult, fonts: [String: [UInt8]] = [:], labelFont: String? = nil,
    highlight: String? = nil
  ) -> String {
    let uses = fontUses(result, labelFont: labelFont)
    var families: [String: String] = [:]
    for (index, use) in uses.enumerated() { families[use.file] = "layoutc-\(index)" }

    let size = result.canvas.size
    let (w, h) = (formatNumber(size.width), formatNumber(size.height))
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    svg += style(uses, families: families, fonts: fonts)
    svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGPalette.background)\"/>\n"
    svg += safeArea(result.canvas)

    let labelFamily = labelFont.flatMap { families[$0] }
    let views = result.tree.views
    let picked = views.indices.filter { highlight != nil && views[$0].id == highlight }
    var drawing = SVGViewDrawing(result: result, families: families, labelFamily: labelFamily)
    if highlight != nil { svg += "<g opacity=\"\(formatNumber(SVGPalette.fadedOpacity))\">\n" }
    for index in views.indices where !picked.contains(index) {
      svg += drawing.view(index, strong: false)
    }
    if highlight != nil {
      svg += "</g>\n"
      for index in picked { svg += drawing.view(index, strong: true) }
    }
    svg += "</svg>\n"
    return svg
  }

  /// The embedded fonts and the classes the drawing uses.
  static func style(_ uses: [SVGFontUse], families: [String: String], fonts: [String: [UInt8]])
    -> String
  {
    var css = "<style>\n"
    for use in uses {
      guard let bytes = fonts[use.file], let family = families[use.file] else { continue }
      css +=
        "@font-face { font-family: \"\(family)\"; src: url(data:font/otf;base64,"
        + base64Encoded(bytes) + "); }\n"
    }
    // Contextual alternates off, as the text was measured (`FontFace`'s features).
    css += "text { font-feature-settings: \"calt\" 0; white-space: pre; }\n"
    css += ".label { font-size: 6px; }\n"
    css += "</style>\n"
    return css
  }

  /// The insets, shaded: top and bottom across the canvas, leading and trailing between them.
  static func safeArea(_ canvas: Canvas) -> String {
    let s = canvas.safeArea
    let size = canvas.size
    // Leading is the left edge left to right, the right edge right to left.
    let (left, right) =
      canvas.layoutDirection == .rightToLeft ? (s.trailing, s.leading) : (s.leading, s.trailing)
    let bands = [
      Rect(x: 0, y: 0, width: size.width, height: s.top),
      Rect(x: 0, y: size.height - s.bottom, width: size.width, height: s.bottom),
      Rect(x: 0, y: s.top, width: left, height: size.height - s.top - s.bottom),
      Rect(x: size.width - right, y: s.top, width: right, height: size.height - s.top - s.bottom),
    ].filter { $0.width > 0 && $0.height > 0 }
    guard !bands.isEmpty else { return "" }
    var out =
      "<g fill=\"\(SVGPalette.safeArea)\" fill-opacity=\"\(formatNumber(SVGPalette.safeAreaOpacity))\">\n"
    for band in bands { out += "<rect\(SVGViewDrawing.box(band))/>\n" }
    return out + "</g>\n"
  }
}
