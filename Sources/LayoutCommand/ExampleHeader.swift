import LayoutEngine

/// An example's canvas, written on its first line as the flags it is recorded with:
///
///     // layoutc: --device "iPhone 16 Pro" --dynamic-type xxLarge
///
/// The line must start exactly with `// layoutc:` (it is an ordinary comment to the language).
/// Arguments are separated by spaces; a value with spaces is written in double or single
/// quotes, as in a shell (the Makefile's `golden` target hands the same text to `xargs`, which
/// splits it the same way). Only the canvas flags (`CanvasFlags.names`) are accepted, as
/// `--flag value` or `--flag=value`, each at most once; their values are read and checked by
/// `CanvasFlags`, as `layoutc` reads and checks them.
public enum ExampleHeader {
  public static let marker = "// layoutc:"

  /// The flags of the header on the first line of `source`; the default canvas (no flags) when
  /// the first line is not a header.
  public static func flags(in source: String) throws(ExampleHeaderError) -> CanvasFlags {
    guard let arguments = try arguments(in: source) else { return CanvasFlags() }
    return try flags(arguments)
  }

  /// The header's arguments split as a shell splits them, or nil when the first line is not a
  /// header.
  public static func arguments(in source: String) throws(ExampleHeaderError) -> [String]? {
    // "\r\n" is one Character in Swift: a line ends at either.
    let end = source.firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } ?? source.endIndex
    let firstLine = source[..<end]
    guard firstLine.hasPrefix(marker) else { return nil }
    return try split(String(firstLine.dropFirst(marker.count)))
  }

  /// Splits `text` at spaces and tabs; `"…"` and `'…'` quote (and may join) parts of an argument.
  public static func split(_ text: String) throws(ExampleHeaderError) -> [String] {
    var arguments: [String] = []
    var current = ""
    var inArgument = false
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == " " || character == "\t" {
        if inArgument { arguments.append(current) }
        current = ""
        inArgument = false
      } else if character == "\"" || character == "'" {
        quote = character
        inArgument = true
      } else if character == "\\" {
        throw ExampleHeaderError(
          "a backslash is not supported in a `// layoutc:` header; quote the value instead")
      } else {
        current.append(character)
        inArgument = true
      }
    }
    if let open = quote {
      throw ExampleHeaderError("unterminated \(open) in the `// layoutc:` header")
    }
    if inArgument { arguments.append(current) }
    return arguments
  }

  /// Reads canvas flags from arguments (`--device NAME`, `--width=402`, …).
  public static func flags(_ arguments: [String]) throws(ExampleHeaderError) -> CanvasFlags {
    var flags = CanvasFlags()
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      var name = arguments[index]
      var value: String?
      if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard CanvasFlags.names.contains(name) else {
        throw ExampleHeaderError(
          "'\(name)' is not a canvas flag; a `// layoutc:` header takes \(CanvasFlags.names.joined(separator: ", "))"
        )
      }
      guard seen.insert(name).inserted else { throw ExampleHeaderError("\(name) is given twice") }
      if value == nil {
        index += 1
        guard index < arguments.count else { throw ExampleHeaderError("\(name) needs a value") }
        value = arguments[index]
      }
      let text = value!
      func bad(_ expected: String) -> ExampleHeaderError {
        ExampleHeaderError("\(name): '\(text)' is not \(expected)")
      }
      switch name {
      case "--width":
        guard let number = CanvasFlags.number(text) else { throw bad("a number") }
        flags.width = number
      case "--height":
        guard let number = CanvasFlags.number(text) else { throw bad("a number") }
        flags.height = number
      case "--scale":
        guard let number = CanvasFlags.number(text) else { throw bad("a number") }
        flags.scale = number
      case "--device":
        flags.device = text
      case "--safe-area":
        guard let insets = CanvasFlags.safeArea(text) else {
          throw bad("four numbers top,leading,bottom,trailing")
        }
        flags.safeArea = insets
      case "--layout-direction":
        guard let direction = CanvasFlags.layoutDirection(text) else { throw bad("ltr or rtl") }
        flags.layoutDirection = direction
      case "--os-version":
        guard let os = PlatformVersion(argument: text) else { throw bad("26 or 18") }
        flags.os = os
      default:  // --dynamic-type
        guard let size = CanvasFlags.dynamicTypeSize(text) else {
          throw bad("a Dynamic Type size (xSmall … accessibility5)")
        }
        flags.dynamicTypeSize = size
      }
      index += 1
    }
    if let problem = flags.problem() { throw ExampleHeaderError(problem.description) }
    return flags
  }
}

public struct ExampleHeaderError: Error, Sendable, Equatable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
