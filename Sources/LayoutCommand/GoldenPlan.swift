import LayoutEngine
import ViewDSL

/// One screen on one canvas, and where its golden is.
struct GoldenItem: Sendable {
  /// `Screens/Card.view`, or `Sources/CardView.swift · Meeting card` for a preview.
  var screen: String
  /// The source file, for annotations.
  var file: String
  /// `iPhone 16 Pro · xxLarge`.
  var canvas: String
  var golden: String
  var combination: Matrix.Combination
  /// The canvas flags of the screen's header besides its lists.
  var flags: CanvasFlags
  /// Why the screen cannot be laid out before trying (its header), else nil.
  var problem: String?

  var label: String { screen + " · " + canvas }
}

/// Every screen and canvas of a `check` or `record`, sorted by screen (bytes of the path) and
/// then in the matrix's order of canvases, and the goldens already on disk.
struct GoldenPlan {
  var items: [GoldenItem] = []
  var existingGoldens: [String] = []

  static func make(
    _ options: GoldenOptions, _ inputs: GoldenInputs, previews: [PreviewChoice]
  ) throws(CommandLineError) -> GoldenPlan {
    var plan = GoldenPlan(existingGoldens: inputs.existingGoldens)
    var commandLine = GoldenCanvases()
    for (flag, text) in [
      ("--device", options.device), ("--dynamic-type", options.dynamicType),
      ("--layout-direction", options.layoutDirection),
    ] {
      guard let text else { continue }
      if let problem = commandLine.set(flag, text) {
        throw .invalidValue(option: flag, value: text, takes: problem)
      }
    }
    var configs = ConfigLookup()
    var screens: [(key: String, items: [GoldenItem])] = []
    for screen in inputs.views {
      let config = try configs.canvases(for: screen.path, root: screen.root)
      var header = GoldenCanvases()
      var flags = CanvasFlags()
      var problem: String?
      switch FileReader.read(path: screen.path, maximumSize: LayoutCommand.maximumSourceSize) {
      case .failure: break  // the run reports it
      case .success(let bytes):
        do {
          (header, flags) = try GoldenCanvases.header(String(decoding: bytes, as: UTF8.self))
        } catch {
          problem = "\(screen.path):1: error: the `// layoutc:` header: \(error.description)\n"
        }
      }
      let canvases = commandLine.over(header).over(config)
      let stem = GoldenName.stem(of: screen.path)
      let items = canvases.matrix(screen.path).combinations.map { c in
        GoldenItem(
          screen: screen.path, file: screen.path, canvas: GoldenName.canvas(c),
          golden: FileSystem.join(screen.goldenFolder, GoldenName.file(stem: stem, c)),
          combination: c, flags: flags, problem: problem)
      }
      screens.append((screen.path, items))
    }
    for preview in previews {
      let root = inputs.roots.filter { preview.file.hasPrefix($0) }.max { $0.count < $1.count }
      let config = try configs.canvases(for: preview.file, root: root)
      let canvases = commandLine.over(config)
      let folder = GoldenInputs.goldenFolder(
        for: preview.file, root: root, goldens: options.goldens)
      let stem = GoldenName.stem(of: preview.file) + "." + GoldenName.dashed(preview.label)
      var matrix = canvases.matrix(preview.file)
      matrix.files = []
      matrix.previews = [preview]
      let screen = preview.file + " · " + preview.label
      let items = matrix.combinations.map { c in
        GoldenItem(
          screen: screen, file: preview.file, canvas: GoldenName.canvas(c),
          golden: FileSystem.join(folder, GoldenName.file(stem: stem, c)), combination: c,
          flags: CanvasFlags())
      }
      screens.append((screen, items))
    }
    // Sorted by screen; a stable sort keeps each screen's canvases in the matrix's order.
    screens.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    plan.items = screens.flatMap(\.items)
    var owners: [String: String] = [:]
    for item in plan.items {
      if let first = owners[item.golden] {
        throw .duplicateGolden(item.golden, first: first, second: item.label)
      }
      owners[item.golden] = item.label
    }
    return plan
  }
}

/// The nearest `layoutc.json` of each folder, read once.
struct ConfigLookup {
  private var read: [String: GoldenCanvases?] = [:]

  /// The canvases of the nearest config at or above the screen's folder, up to `root`.
  mutating func canvases(for path: String, root: String?) throws(CommandLineError)
    -> GoldenCanvases
  {
    var folder = FileSystem.folder(of: path)
    while true {
      if let found = try config(in: folder) { return found }
      guard let root, folder != root, folder.count > root.count, folder.hasPrefix(root) else {
        return GoldenCanvases()
      }
      folder = FileSystem.folder(of: folder)
    }
  }

  private mutating func config(in folder: String) throws(CommandLineError) -> GoldenCanvases? {
    if let known = read[folder] { return known }
    let path = FileSystem.join(folder, GoldenInputs.configName)
    var found: GoldenCanvases?
    if FileSystem.exists(path) {
      switch FileReader.read(path: path, maximumSize: 1 << 20) {
      case .failure(let failure): throw .invalidConfig(path, reason: failure.reason)
      case .success(let bytes):
        switch GoldenCanvases.config(bytes) {
        case .success(let canvases): found = canvases
        case .failure(let problem): throw .invalidConfig(path, reason: problem.reason)
        }
      }
    }
    read[folder] = found
    return found
  }
}
