import LayoutEngine

/// One view of an SVG picture: padding bands, dashed modifier frames (outermost first, so inner
/// ones are drawn over them), the view's frame and fill, its text and its label, as one group.
/// `strong` (the `--highlight`ed view) doubles the stroke widths.
struct SVGViewDrawing {
  let result: LayoutResult
  /// Font file → its `@font-face` family.
  let families: [String: String]
  let labelFamily: String?
  /// How many labels each top-leading corner already has.
  var labelsAtCorner: [String: Int] = [:]

  init(result: LayoutResult, families: [String: String], labelFamily: String?) {
    self.result = result
    self.families = families
    self.labelFamily = labelFamily
  }

  mutating func view(_ index: Int, strong: Bool) -> String {
    let view = result.tree.views[index]
    let category = SVGPalette.category(of: view.role)
    let color = SVGPalette.color(category)
    let width = strong ? 2.0 : 1.0
    var out = "<g data-view=\"\(index)\" data-type=\"\(xmlEscaped(view.type))\">\n"
    for modifier in view.modifiers.reversed() {
      let frame = result.displayFrame(modifier.node)
      if modifier.addsBand, frame.width > 0, frame.height > 0 {
        out +=
          "<rect\(Self.box(frame)) fill=\"\(SVGPalette.padding)\" fill-opacity=\"\(formatNumber(SVGPalette.paddingOpacity))\"/>\n"
      }
      out += outline(frame, color: color, width: width / 2, dashed: true)
    }
    let frame = result.displayFrame(view.node)
    out += fill(frame, role: view.role, category: category)
    out += outline(frame, color: color, width: width, dashed: false)
    if let measured = result.texts[view.node] {
      let alignment = result.tree.textLayout(of: view.node)?.alignment ?? .leading
      out += text(measured, in: frame, alignment: alignment)
    }
    if let labelFamily, let label = SVGRenderer.label(view), frame.width > 0, frame.height > 0 {
      // Views sharing a top-leading corner (a stack and its first child) stack their labels.
      let corner = formatNumber(frame.minX) + "," + formatNumber(frame.minY)
      let row = labelsAtCorner[corner, default: 0]
      labelsAtCorner[corner] = row + 1
      let y = frame.minY + 6 + 6.5 * Double(row)
      out +=
        "<text class=\"label\" x=\"\(formatNumber(frame.minX + 1))\" y=\"\(formatNumber(y))\""
        + " font-family=\"\(labelFamily), sans-serif\" fill=\"\(color)\">"
        + xmlEscaped(label) + "</text>\n"
    }
    return out + "</g>\n"
  }

  /// ` x=… y=… width=… height=…` (x and y left out when 0).
  static func box(_ r: Rect) -> String {
    var out = ""
    if r.minX != 0 { out += " x=\"\(formatNumber(r.minX))\"" }
    if r.minY != 0 { out += " y=\"\(formatNumber(r.minY))\"" }
    return out + " width=\"\(formatNumber(r.width))\" height=\"\(formatNumber(r.height))\""
  }

  /// A frame's outline; a frame with no width or no height is a line (SVG draws no empty
  /// rectangle), one with neither is not drawn.
  func outline(_ r: Rect, color: String, width: Double, dashed: Bool) -> String {
    var stroke = " fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(formatNumber(width))\""
    if dashed { stroke += " stroke-dasharray=\"3 2\" stroke-opacity=\"0.7\"" }
    if r.width > 0 && r.height > 0 { return "<rect\(Self.box(r))\(stroke)/>\n" }
    if r.width == 0 && r.height == 0 { return "" }
    return
      "<line x1=\"\(formatNumber(r.minX))\" y1=\"\(formatNumber(r.minY))\" x2=\"\(formatNumber(r.maxX))\""
      + " y2=\"\(formatNumber(r.maxY))\"\(stroke)/>\n"
  }

  /// The light fill of shapes, images, spacers and controls: a circle, ellipse or capsule in
  /// its frame for the shapes of those roles, an image's frame crossed by its diagonals.
  func fill(_ r: Rect, role: ViewRole, category: SVGPalette.Category) -> String {
    let opacity = SVGPalette.fillOpacity(category)
    guard opacity > 0, r.width > 0, r.height > 0 else { return "" }
    let paint = " fill=\"\(SVGPalette.color(category))\" fill-opacity=\"\(formatNumber(opacity))\""
    let (cx, cy) = (formatNumber(r.minX + r.width / 2), formatNumber(r.minY + r.height / 2))
    switch role {
    case .circle:
      let radius = formatNumber(min(r.width, r.height) / 2)
      return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(radius)\"\(paint)/>\n"
    case .ellipse:
      return
        "<ellipse cx=\"\(cx)\" cy=\"\(cy)\" rx=\"\(formatNumber(r.width / 2))\" ry=\"\(formatNumber(r.height / 2))\"\(paint)/>\n"
    case .capsule:
      return "<rect\(Self.box(r)) rx=\"\(formatNumber(min(r.width, r.height) / 2))\"\(paint)/>\n"
    case .image:
      let cross =
        "<path d=\"M\(formatNumber(r.minX)) \(formatNumber(r.minY))L\(formatNumber(r.maxX)) \(formatNumber(r.maxY))"
        + "M\(formatNumber(r.maxX)) \(formatNumber(r.minY))L\(formatNumber(r.minX)) \(formatNumber(r.maxY))\""
        + " stroke=\"\(SVGPalette.color(category))\" stroke-width=\"0.5\"/>\n"
      return "<rect\(Self.box(r))\(paint)/>\n" + cross
    default:
      return "<rect\(Self.box(r))\(paint)/>\n"
    }
  }

  /// The lines at their baselines (the first from the layout, the others a line pitch apart),
  /// each stretched or squeezed by the browser to its measured width (`textLength`), placed in
  /// the text's frame by `.multilineTextAlignment` (leading and trailing follow the canvas's
  /// direction).
  func text(_ measured: TextLayoutResult, in frame: Rect, alignment: TextAlignment) -> String {
    guard let drawing = measured.drawing, let family = families[drawing.fontFile] else { return "" }
    let rightToLeft = result.canvas.layoutDirection == .rightToLeft
    var out = ""
    for (i, line) in measured.lines.enumerated() where !line.isEmpty {
      let width = i < drawing.lineWidths.count ? drawing.lineWidths[i] : frame.width
      let slack = frame.width - width
      let fromLeft: Double
      switch alignment {
      case .center: fromLeft = slack / 2
      case .leading: fromLeft = rightToLeft ? slack : 0
      case .trailing: fromLeft = rightToLeft ? 0 : slack
      }
      let x = frame.minX + fromLeft
      let baseline = frame.minY + measured.firstBaseline + Double(i) * drawing.linePitch
      out +=
        "<text x=\"\(formatNumber(x))\" y=\"\(formatNumber(baseline))\" font-family=\"\(family), sans-serif\""
        + " font-size=\"\(formatNumber(drawing.pointSize))\" fill=\"\(SVGPalette.ink)\""
      if width > 0 { out += " textLength=\"\(formatNumber(width))\" lengthAdjust=\"spacing\"" }
      out += ">" + xmlEscaped(line) + "</text>\n"
    }
    return out
  }
}
