import LayoutEngine
import ViewDSL

/// The canvases a screen is checked on: devices, Dynamic Type sizes and directions, each a
/// list as the matrix flags take them (`--device all`, `--dynamic-type small,large`,
/// `--layout-direction both`). Each list comes from the first that names it of: the command
/// line, the screen's `// layoutc:` header, the nearest `layoutc.json` (in the screen's folder
/// or a folder above it, up to the folder given), and the default canvas.
struct GoldenCanvases: Equatable {
  var devices: [String?]?
  var dynamicTypeSizes: [DynamicTypeSize]?
  var layoutDirections: [LayoutDirection]?

  /// The lists of `self`, and of `fallback` where `self` names none.
  func over(_ fallback: GoldenCanvases) -> GoldenCanvases {
    GoldenCanvases(
      devices: devices ?? fallback.devices,
      dynamicTypeSizes: dynamicTypeSizes ?? fallback.dynamicTypeSizes,
      layoutDirections: layoutDirections ?? fallback.layoutDirections)
  }

  /// The matrix of one file on these canvases (the default canvas where no list is named).
  func matrix(_ file: String) -> Matrix {
    Matrix(
      files: [file], devices: devices ?? [nil], dynamicTypeSizes: dynamicTypeSizes ?? [.large],
      layoutDirections: layoutDirections ?? [.leftToRight])
  }

  /// Sets one list from its flag's text; the problem, if the text names none.
  mutating func set(_ flag: String, _ text: String) -> String? {
    switch flag {
    case "--device":
      do { devices = try Matrix.devices(text) } catch { return error.description }
    case "--dynamic-type":
      guard let sizes = Matrix.dynamicTypeSizes(text) else {
        return "'\(text)' is not a Dynamic Type size (xSmall … accessibility5), 'all' or a list"
      }
      dynamicTypeSizes = sizes
    default:
      guard let directions = Matrix.layoutDirections(text) else {
        return "'\(text)' is not ltr, rtl or both"
      }
      layoutDirections = directions
    }
    return nil
  }

  static let listFlags = ["--device", "--dynamic-type", "--layout-direction"]

  /// A screen's header: its lists, and the other canvas flags (`CanvasFlags`, as
  /// `ExampleHeader` reads them).
  static func header(_ source: String) throws(ExampleHeaderError) -> (
    GoldenCanvases, CanvasFlags
  ) {
    guard let arguments = try ExampleHeader.arguments(in: source) else {
      return (GoldenCanvases(), CanvasFlags())
    }
    var canvases = GoldenCanvases()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      var flag = arguments[index]
      var value: String?
      if let equals = flag.firstIndex(of: "="), flag.hasPrefix("--") {
        value = String(flag[flag.index(after: equals)...])
        flag = String(flag[..<equals])
      }
      guard listFlags.contains(flag) else {
        rest.append(arguments[index])
        index += 1
        continue
      }
      if value == nil {
        index += 1
        guard index < arguments.count else { throw ExampleHeaderError("\(flag) needs a value") }
        value = arguments[index]
      }
      if let problem = canvases.set(flag, value!) {
        throw ExampleHeaderError("\(flag): \(problem)")
      }
      index += 1
    }
    return (canvases, try ExampleHeader.flags(rest))
  }

  /// A `layoutc.json`: an object whose keys `device`, `dynamicType` and `layoutDirection` each
  /// hold a string as its flag takes it or an array of such strings:
  ///
  ///     {"device": ["iPhone 16 Pro", "iPhone SE (3rd generation)"], "layoutDirection": "both"}
  static func config(_ bytes: [UInt8]) -> Result<GoldenCanvases, ConfigProblem> {
    func fail(_ reason: String) -> Result<GoldenCanvases, ConfigProblem> {
      .failure(ConfigProblem(reason: reason))
    }
    let value: PreviewData
    switch PreviewDataReader.read(bytes) {
    case .success(let read): value = read
    case .failure(let f):
      return fail("not JSON: \(f.reason) at line \(f.line), column \(f.column)")
    }
    guard case .object(let members) = value else {
      return fail("give an object, such as {\"device\": [\"iPhone 16 Pro\"]}")
    }
    var canvases = GoldenCanvases()
    let keys = [
      "device": "--device", "dynamicType": "--dynamic-type",
      "layoutDirection":
        "--layout-direction",
    ]
    for (key, entry) in members {
      guard let flag = keys[key] else {
        return fail(
          "'\(key)' is not a setting; layoutc.json takes \"device\", \"dynamicType\" and "
            + "\"layoutDirection\"")
      }
      var texts: [String] = []
      switch entry {
      case .string(let text): texts = [text]
      case .array(let items):
        for case .string(let text) in items { texts.append(text) }
        guard texts.count == items.count, !texts.isEmpty else {
          return fail("\"\(key)\" takes a string or an array of strings")
        }
      default: return fail("\"\(key)\" takes a string or an array of strings")
      }
      if let problem = canvases.set(flag, texts.joined(separator: ",")) {
        return fail("\"\(key)\": \(problem)")
      }
    }
    return .success(canvases)
  }
}

/// Why a `layoutc.json` cannot be used.
struct ConfigProblem: Error {
  var reason: String
}
