import LayoutEngine
import ViewDSL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An Xcode asset catalogue (`Assets.xcassets`): its image sets by the names `Image("name")`
/// uses, and its colour sets' names (for the symbols Xcode generates, `Color.brand`). A set `Icons/star.imageset` is found as `star`, and as `Icons/star` (the name a
/// group that provides a namespace gives it). Its `Contents.json` lists a file per scale; the
/// one for the canvas's scale is read first, then 3x, 2x, 1x, as UIKit picks. A set without
/// scales (a single image) is read at 1x; a vector set (PDF or SVG) has no pixel size to read.
struct AssetCatalog: Sendable {
  /// The catalogue's folder.
  var path: String
  /// Image set folders by name; the first found (in sorted order) wins.
  var imageSets: [String: String]
  /// The colour sets' names (`Colors/brand.colorset` is `brand`), sorted.
  var colorSets: [String] = []
  /// Custom symbol sets by name (`Image("sweet")` for `sweet.symbolset`), as image sets are.
  var symbolSets: [String: String] = [:]

  /// The catalogues under `folder` (itself included), sorted by path, not looking inside
  /// hidden folders, `.build` or a catalogue; at most `limit` folders are visited.
  static func find(under folder: String, limit: Int = 10_000) -> [AssetCatalog] {
    var catalogs: [AssetCatalog] = []
    var pending = [folder]
    var visited = 0
    while let current = pending.popLast(), visited < limit {
      visited += 1
      if current.hasSuffix(".xcassets") {
        catalogs.append(
          AssetCatalog(
            path: current, imageSets: imageSets(in: current),
            colorSets: sets(in: current, suffix: ".colorset").keys.sorted(),
            symbolSets: sets(in: current, suffix: ".symbolset")))
        continue
      }
      pending += subfolders(of: current).filter { !$0.hasSuffix("/.build") }.reversed()
    }
    return catalogs.sorted { $0.path < $1.path }
  }

  /// The image sets of a catalogue, by short and by namespaced name.
  static func imageSets(in catalog: String) -> [String: String] {
    sets(in: catalog, suffix: ".imageset")
  }

  /// The sets of one kind (`.imageset`, `.colorset`) in a catalogue, by short and by
  /// namespaced name, each the first found in sorted order.
  static func sets(in catalog: String, suffix: String) -> [String: String] {
    var sets: [String: String] = [:]
    // `prefix` names every enclosing group; `namespace` only those that provide a namespace,
    // which is the name Xcode gives (`donut/dough/plain.imageset` is `dough/plain` when only
    // `dough` provides one).
    var pending = [(folder: catalog, prefix: "", namespace: "")]
    var visited = 0
    while let (folder, prefix, namespace) = pending.popLast(), visited < 10_000 {
      visited += 1
      for sub in subfolders(of: folder) {
        let name = String(sub.split(separator: "/").last ?? "")
        if name.hasSuffix(suffix) {
          let short = String(name.dropLast(suffix.count))
          for key in [short, prefix + short, namespace + short] where sets[key] == nil {
            sets[key] = sub
          }
        } else if !name.contains(".") {
          let provides = providesNamespace(sub)
          pending.append((sub, prefix + name + "/", namespace + (provides ? name + "/" : "")))
        }
      }
    }
    return sets
  }

  /// The symbol Xcode (15 and later) generates for a colour set (`Color.someBlue`, `.someBlue`
  /// as a `ShapeStyle`): the name in lower camel case, its words split at spaces, hyphens,
  /// underscores and dots, a final "Color" dropped (`some_blue` and `someBlueColor` are both
  /// `someBlue`, as noted in https://github.com/nicklockwood/SwiftFormat/issues/1634). Nil for
  /// a namespaced name.
  static func colorSymbol(_ name: String) -> String? {
    symbol(name, dropping: ["Color", "color"])
  }

  /// The symbol Xcode generates for an image or symbol set (`Image(.defaultWorkout)`): as a
  /// colour's, with a final "Image" dropped too (`defaultWorkoutImage.imageset` is
  /// `.defaultWorkout` in the SwiftUI-SotkaApp sources, which build), and "Color" (Xcode's
  /// warning "The "fiori.text.color" image asset name resolves to the symbol "fioriText"",
  /// quoted in https://github.com/SAP/cloud-sdk-ios-fiori/pull/616).
  static func imageSymbol(_ name: String) -> String? {
    symbol(name, dropping: ["Image", "image", "Color", "color"])
  }

  /// The image and symbol sets' names by their symbols, where the two differ; the first
  /// catalogue (in path order) with a set of that symbol wins, and a set named as the symbol
  /// is not replaced.
  static func imageSymbols(_ catalogs: [AssetCatalog]) -> [String: String] {
    var names: [String: String] = [:]
    let written = Set(catalogs.flatMap { Array($0.imageSets.keys) + Array($0.symbolSets.keys) })
    for catalog in catalogs {
      for name in (catalog.imageSets.keys.sorted() + catalog.symbolSets.keys.sorted()) {
        // A set named as the symbol is the one it shows (Xcode reports the clash).
        guard let symbol = imageSymbol(name), !written.contains(symbol), names[symbol] == nil
        else { continue }
        names[symbol] = name
      }
    }
    return names
  }

  private static func symbol(_ name: String, dropping suffixes: [String]) -> String? {
    guard !name.contains("/") else { return nil }
    let words = name.split(whereSeparator: { " -_.".contains($0) }).map(String.init)
    guard let first = words.first else { return nil }
    var symbol = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
    for suffix in suffixes where symbol.hasSuffix(suffix) && symbol.count > suffix.count {
      symbol.removeLast(suffix.count)
      break
    }
    return symbol.first?.isLetter == true ? symbol : nil
  }

  /// Whether a group's `Contents.json` sets `"provides-namespace" : true`.
  static func providesNamespace(_ group: String) -> Bool {
    guard
      case .success(let bytes) = FileReader.read(
        path: group + "/Contents.json", maximumSize: 1 << 16)
    else { return false }
    let text = String(
      decoding: bytes.filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }, as: UTF8.self
    )
    return text.contains("\"provides-namespace\":true")
  }

  /// The subfolders of a folder, sorted; hidden ones are skipped.
  static func subfolders(of folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { found.append(path) }
    }
    return found.sorted()
  }

  /// The file of `name` for the preferred scale, and its scale; nil when the catalogue has no
  /// such set. A set that cannot be used is `.failure` with why.
  func file(_ name: String, preferredScale: Int) -> Result<(path: String, scale: Int), Problem>? {
    guard let set = imageSets[name] else { return nil }
    let contents = set + "/Contents.json"
    guard case .success(let bytes) = FileReader.read(path: contents, maximumSize: 1 << 20),
      case .success(let json) = PreviewDataReader.read(bytes),
      case .object(let top) = json,
      case .array(let images)? = top.first(where: { $0.key == "images" })?.value
    else { return .failure(.unreadableContents(contents)) }
    var byScale: [Int: String] = [:]
    var vector: (file: String, scale: Int)?
    for case .object(let image) in images {
      func string(_ key: String) -> String? {
        if case .string(let s)? = image.first(where: { $0.key == key })?.value { return s }
        return nil
      }
      guard let filename = string("filename") else { continue }
      if let idiom = string("idiom"), idiom != "universal", idiom != "iphone" { continue }
      let lower = filename.lowercased()
      let scale = string("scale").flatMap { Int($0.dropLast()) } ?? 1
      if lower.hasSuffix(".pdf") || lower.hasSuffix(".svg") {
        vector = vector ?? (filename, scale)
        continue
      }
      if byScale[scale] == nil { byScale[scale] = set + "/" + filename }
    }
    for scale in [preferredScale] + [3, 2, 1].filter({ $0 != preferredScale }) {
      if let path = byScale[scale] { return .success((path, scale)) }
    }
    if let vector { return .failure(.vector(set + "/" + vector.file, scale: vector.scale)) }
    return .failure(.noImage(set))
  }

  enum Problem: Error {
    case unreadableContents(String)
    /// A PDF or SVG, and the scale its set lists it at (1 for a single-scale set).
    case vector(String, scale: Int)
    case noImage(String)

    var lookup: ImageLookupResult {
      switch self {
      case .unreadableContents(let path):
        return .unreadable(path: path, reason: "its Contents.json lists no images")
      case .vector(let path, let scale):
        switch FileReader.read(path: path, maximumSize: LayoutCommand.maximumSourceSize) {
        case .failure(let failure): return .unreadable(path: path, reason: failure.reason)
        case .success(let bytes):
          switch VectorImageSize.size(bytes, path: path) {
          case .success(let size):
            let s = Double(max(scale, 1))
            return .found(Size(width: size.width / s, height: size.height / s))
          case .failure(let failure): return .unreadable(path: path, reason: failure.reason)
          }
        }
      case .noImage(let path):
        return .unreadable(path: path, reason: "the image set has no PNG or JPEG for iPhone")
      }
    }
  }
}
