import LayoutOutput

/// `layoutc check --diff-svg DIR`: a picture of a change. The canvas (the larger of the two),
/// every old frame as a red dashed outline and every new frame as a blue outline, both faint;
/// then the views the diff lists drawn strongly on top — old frame red, new frame blue, each
/// lightly filled and titled with its line of the diff (a tooltip in a browser). Numbers go
/// through `formatNumber`, so the same two layouts give the same bytes.
public enum DiffPicture {
  public static let oldColor = "#ff3b30"
  public static let newColor = "#007aff"

  public static func render(old: LayoutDocument, new: LayoutDocument, diff: SemanticDiff)
    -> String
  {
    let (w, h) = (format(max(old.width, new.width)), format(max(old.height, new.height)))
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
    svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGPalette.background)\"/>\n"
    svg += "<g fill=\"none\" stroke-width=\"0.5\" opacity=\"0.35\">\n"
    for view in old.views {
      svg += rect(view.frame, stroke: oldColor, dashed: true)
    }
    for view in new.views {
      svg += rect(view.frame, stroke: newColor, dashed: false)
    }
    svg += "</g>\n"
    for change in diff.changes {
      let title = xmlEscaped(change.summary)
      svg += "<g stroke-width=\"1.5\" fill-opacity=\"0.15\">\n<title>\(title)</title>\n"
      if let index = change.oldIndex, old.views.indices.contains(index) {
        svg += rect(old.views[index].frame, stroke: oldColor, dashed: true, filled: true)
      }
      if let index = change.newIndex, new.views.indices.contains(index) {
        svg += rect(new.views[index].frame, stroke: newColor, dashed: false, filled: true)
      }
      svg += "</g>\n"
    }
    svg += "</svg>\n"
    return svg
  }

  static func rect(
    _ frame: LayoutDocument.Frame, stroke: String, dashed: Bool, filled: Bool = false
  ) -> String {
    "<rect x=\"\(format(frame.x))\" y=\"\(format(frame.y))\" width=\"\(format(frame.width))\""
      + " height=\"\(format(frame.height))\" stroke=\"\(stroke)\""
      + (filled ? " fill=\"\(stroke)\"" : "")
      + (dashed ? " stroke-dasharray=\"3 2\"" : "") + "/>\n"
  }
}
