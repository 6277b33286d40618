import LayoutEngine
import LayoutOutput
import TextMeasurement
import ViewDSL

/// `--format svg`: the picture with its fonts embedded — each face the texts were laid out in,
/// and the bundled regular face for the labels, cut down to the characters drawn
/// (`FontSubset`), so the file renders the same in any browser without the fonts installed.
enum SVGPicture {
  static func render(_ result: LayoutResult, highlight: String?) -> String {
    let labelFont = try? TextMeasurer.bundledFontDirectory() + "/Inter-Regular.otf"
    var fonts: [String: [UInt8]] = [:]
    for use in SVGRenderer.fontUses(result, labelFont: labelFont) {
      fonts[use.file] = FontSubset.subset(fontFile: use.file, characters: use.characters)
    }
    return SVGRenderer.render(result, fonts: fonts, labelFont: labelFont, highlight: highlight)
  }

  /// Why `--highlight ID` cannot be drawn (no view has that `.id`), or nil.
  static func highlightProblem(_ highlight: String?, in tree: LayoutTree) -> CommandLineError? {
    guard let highlight else { return nil }
    let ids = tree.views.compactMap(\.id)
    if ids.contains(highlight) { return nil }
    return .unknownHighlight(
      highlight, ids: ids, suggestion: closestSpelling(to: highlight, in: ids))
  }
}
