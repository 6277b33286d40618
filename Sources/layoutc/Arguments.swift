import ArgumentParser
import LayoutCommand
import LayoutEngine

/// `--safe-area top,leading,bottom,trailing`: four numbers, 0 or more.
struct SafeAreaArgument: ExpressibleByArgument {
  var insets: EdgeInsets

  init?(argument: String) {
    guard let insets = CanvasFlags.safeArea(argument) else { return nil }
    self.insets = insets
  }

  var defaultValueDescription: String { "0,0,0,0" }
}

enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
  case ltr, rtl, both

  var directions: [LayoutDirection] { Matrix.layoutDirections(rawValue)! }
}

enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
  case table, json, svg

  var outputFormat: OutputFormat { OutputFormat(rawValue: rawValue)! }
}

enum ColorArgument: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  var mode: ColorMode { ColorMode(rawValue: rawValue)! }
}

/// `--dynamic-type`: a size, `all`, or a comma list of sizes (`small,large,accessibility1`).
struct DynamicTypeListArgument: ExpressibleByArgument {
  var sizes: [DynamicTypeSize]

  init(sizes: [DynamicTypeSize]) {
    self.sizes = sizes
  }

  init?(argument: String) {
    guard let sizes = Matrix.dynamicTypeSizes(argument) else { return nil }
    self.sizes = sizes
  }

  var defaultValueDescription: String { "large" }
}
