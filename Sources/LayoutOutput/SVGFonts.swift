import LayoutEngine

/// The fonts a picture draws with: each font file its texts were laid out in, then the label
/// font, in order of first use, each with the characters drawn in it (sorted). The SVG names
/// them `layoutc-0`, `layoutc-1`, … in this order, so the names never depend on paths.
public struct SVGFontUse: Sendable, Equatable {
  public var file: String
  public var characters: [Unicode.Scalar]
}

extension SVGRenderer {
  /// What `render` will draw, so the caller can load (and subset) the fonts it needs.
  public static func fontUses(_ result: LayoutResult, labelFont: String?) -> [SVGFontUse] {
    var order: [String] = []
    var characters: [String: Set<Unicode.Scalar>] = [:]
    func use(_ file: String, _ text: String) {
      if characters[file] == nil {
        order.append(file)
        characters[file] = []
      }
      characters[file]!.formUnion(text.unicodeScalars)
    }
    for view in result.tree.views {
      guard let measured = result.texts[view.node], let drawing = measured.drawing else { continue }
      for line in measured.lines { use(drawing.fontFile, line) }
    }
    if let labelFont {
      for view in result.tree.views {
        if let text = label(view) { use(labelFont, text) }
      }
    }
    return order.map { file in
      SVGFontUse(file: file, characters: characters[file]!.sorted { $0.value < $1.value })
    }
  }

  /// A view's label: its `.id`, else its type; none for a `Text` without an id (its string
  /// says what it is).
  static func label(_ view: ViewRecord) -> String? {
    view.id ?? (view.role == .text ? nil : view.type)
  }
}
