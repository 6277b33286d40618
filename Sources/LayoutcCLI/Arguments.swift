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

  /// `--safe-area`'s value, or an error that says what a value looks like.
  static func parse(_ argument: String) throws -> SafeAreaArgument {
    guard let value = SafeAreaArgument(argument: argument) else {
      throw ValidationError(
        "four numbers of points, 0 or more, separated by commas: top,leading,bottom,trailing "
          + "(for example 59,0,34,0)")
    }
    return value
  }

  var defaultValueDescription: String { "0,0,0,0" }
}

/// A closed set of names (`--format table|json|svg`). ArgumentParser's own defaults describe
/// such values with `String(describing:)` and generic key paths: dynamic casts and reflection,
/// each a search of every protocol conformance in the binary, on every run before any work.
/// These give the same strings (`--help`, errors, completions) directly.
protocol NamedValuesArgument: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension NamedValuesArgument {
  static var allValueStrings: [String] { allCases.map { $0.rawValue } }
  static var allValueDescriptions: [String: String] { [:] }
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
  var defaultValueDescription: String { rawValue }
}

enum DirectionArgument: String, NamedValuesArgument {
  case ltr, rtl, both

  var directions: [LayoutDirection] { Matrix.layoutDirections(rawValue)! }
}

enum FormatArgument: String, NamedValuesArgument {
  case table, json, svg

  var outputFormat: OutputFormat { OutputFormat(rawValue: rawValue)! }
}

enum ColorArgument: String, NamedValuesArgument {
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

  /// `--dynamic-type`'s value, or an error that lists the sizes.
  static func parse(_ argument: String) throws -> DynamicTypeListArgument {
    guard let value = DynamicTypeListArgument(argument: argument) else {
      throw ValidationError(
        "give a Dynamic Type size ("
          + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")
          + "), 'all', or a comma list of sizes")
    }
    return value
  }

  var defaultValueDescription: String { "large" }
}

/// Reads a number option's value as `CanvasFlags` does; a value that is no number is an error
/// that says what the option takes (`takes`), after the parser's "The value … is invalid".
func numberArgument(_ takes: String) -> @Sendable (String) throws -> Double {
  { text in
    guard let number = CanvasFlags.number(text) else { throw ValidationError("give " + takes) }
    return number
  }
}
