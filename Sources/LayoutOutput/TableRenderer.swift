import LayoutEngine

/// The default, human output: a line describing the canvas, then one row per view and per
/// modifier, drawn as a tree, with aligned columns.
///
/// ```
/// canvas 390×844 @3x, safe area 0,0,0,0, leftToRight
/// VIEW             LINE:COL    X    Y  WIDTH  HEIGHT  ID
/// Color            1:1       145  397    100      50  swatch
/// ├─ .frame        2:3       145  397    100      50
/// └─ .padding      3:3       135  387    120      70
/// ```
///
/// A view's rows are its own, then its modifiers innermost first (`.name`), then the views
/// nested under it (modifier content and children) in output order. Numbers are right-aligned
/// and formatted as in the JSON; the `ID` column holds `.id(…)` names.
public enum TableRenderer {
  public static func render(_ result: LayoutResult) -> String {
    var header = [
      "VIEW", result.tree.files.isEmpty ? "LINE:COL" : "FILE:LINE:COL", "X", "Y", "WIDTH", "HEIGHT",
      "ID",
    ]
    if result.behaviors != nil { header.insert("BEHAVIOR", at: 6) }
    var table = Table(header: header)
    for row in rows(result) { table.rows.append(row) }
    return canvasLine(result.canvas) + "\n" + table.rendered(rightAligned: [2, 3, 4, 5])
  }

  /// `LINE:COL`, after the file's name (without its folders) in a program of several files.
  static func position(_ file: Int, _ line: Int, _ column: Int, _ files: [String]) -> String {
    guard !files.isEmpty else { return "\(line):\(column)" }
    let name = files[file].split(separator: "/").last.map(String.init) ?? files[file]
    return "\(name):\(line):\(column)"
  }

  /// `--behaviors`: intrinsic behaviour per axis, then the effective one when it differs
  /// (`neu·neu → exp·hug`); `exp`, `hug`, `neu` as in the view taxonomy's tables.
  static func behaviorCell(_ b: ViewBehavior) -> String {
    func short(_ s: SizingBehavior) -> String {
      switch s {
      case .expanding: "exp"
      case .hugging: "hug"
      case .neutral: "neu"
      }
    }
    let intrinsic = short(b.intrinsic.horizontal) + "·" + short(b.intrinsic.vertical)
    let effective = short(b.effective.horizontal) + "·" + short(b.effective.vertical)
    return intrinsic == effective ? intrinsic : intrinsic + " → " + effective
  }

  static func canvasLine(_ canvas: Canvas) -> String {
    let s = canvas.safeArea
    let insets = [s.top, s.leading, s.bottom, s.trailing].map(formatNumber).joined(separator: ",")
    let direction = canvas.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
    return "canvas \(formatNumber(canvas.size.width))×\(formatNumber(canvas.size.height))"
      + " @\(formatNumber(canvas.scale))x, safe area \(insets), \(direction), \(canvas.os.rawValue)"
  }

  /// The rows in tree order, walked with an explicit stack so that deep nesting cannot
  /// overflow the call stack.
  static func rows(_ result: LayoutResult) -> [[String]] {
    let views = result.tree.views
    var children = [[Int]](repeating: [], count: views.count)
    var roots: [Int] = []
    for (index, view) in views.enumerated() {
      if let parent = view.parent, parent >= 0, parent < views.count {
        children[parent].append(index)
      } else {
        roots.append(index)
      }
    }
    var rows: [[String]] = []
    // (view, prefix for its own row, prefix for the rows under it)
    var stack: [(view: Int, lead: String, under: String)] = roots.reversed().map { ($0, "", "") }
    while let (index, lead, under) = stack.popLast() {
      let view = views[index]
      let behavior = result.behaviors.map { [behaviorCell($0[index])] } ?? []
      rows.append(
        [lead + viewLabel(view), position(view.file, view.line, view.column, result.tree.files)]
          + frame(result.displayFrame(view.node)) + behavior + [view.id ?? ""])
      let kids = children[index]
      let itemCount = view.modifiers.count + kids.count
      for (i, modifier) in view.modifiers.enumerated() {
        let connector = i == itemCount - 1 ? "└─ " : "├─ "
        rows.append(
          [
            under + connector + "." + modifier.name,
            position(modifier.file, modifier.line, modifier.column, result.tree.files),
          ]
            + frame(result.displayFrame(modifier.node)) + (result.behaviors == nil ? [] : [""]) + [
              ""
            ])
      }
      var pending: [(view: Int, lead: String, under: String)] = []
      for (j, kid) in kids.enumerated() {
        let isLast = view.modifiers.count + j == itemCount - 1
        pending.append((kid, under + (isLast ? "└─ " : "├─ "), under + (isLast ? "   " : "│  ")))
      }
      stack.append(contentsOf: pending.reversed())
    }
    return rows
  }

  /// `Text` rows show their string, quoted, escaped and shortened to 24 characters.
  static func viewLabel(_ view: ViewRecord) -> String {
    guard view.role == .text, let text = view.text else { return view.type }
    var quoted = String(jsonString(text).dropFirst().dropLast())
    if quoted.count > 24 { quoted = String(quoted.prefix(23)) + "…" }
    return "\(view.type) \"\(quoted)\""
  }

  static func frame(_ rect: Rect) -> [String] {
    [rect.minX, rect.minY, rect.width, rect.height].map(formatNumber)
  }
}
