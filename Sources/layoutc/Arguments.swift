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
  case ltr, rtl

  var direction: LayoutDirection { CanvasFlags.layoutDirection(rawValue)! }
}

enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
  case table, json, svg
}

enum ColorArgument: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  var mode: ColorMode { ColorMode(rawValue: rawValue)! }
}

enum DynamicTypeArgument: String, ExpressibleByArgument, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  var size: DynamicTypeSize { CanvasFlags.dynamicTypeSize(rawValue)! }
}
