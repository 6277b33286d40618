import ArgumentParser
import LayoutCommand
import LayoutEngine

/// `--safe-area top,leading,bottom,trailing`: four numbers, 0 or more.
struct SafeAreaArgument: ExpressibleByArgument {
  var insets: EdgeInsets

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { Double($0.trimmingSpaces) }
    guard parts.count == 4, values.count == 4, values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    insets = EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  var defaultValueDescription: String { "0,0,0,0" }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return s
  }
}

enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
  case ltr, rtl
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

  var size: DynamicTypeSize { DynamicTypeSize(rawValue: rawValue)! }
}
