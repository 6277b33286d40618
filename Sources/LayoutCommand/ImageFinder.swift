import LayoutEngine
import ViewDSL

/// Finds `Image("name")`'s file and reads its size: the command's side of
/// `CompileOptions.imageSize`.
///
/// Folders, in order: `--assets DIR` (an `.xcassets` given there is read as a catalogue), the
/// asset catalogues found beside Swift sources (`AssetCatalog`), then the `.view` file's folder
/// (the current folder for standard input). In each folder, the first file that exists wins:
/// 1. `name` itself (`Image("photo.jpg")`; an `@2x`/`@3x` before its extension sets its scale);
/// 2. `name@Sx.png`, `name@Sx.jpg`, `name@Sx.jpeg` for the canvas's scale S first, then the
///    other scales from 3 down to 1 (scale 1 has no suffix: `name.png`), as UIKit prefers the
///    screen's own scale.
/// Points = pixels ÷ the file's scale.
struct ImageFinder: Sendable {
  var folders: [String]
  /// Searched after `--assets` and before the input's folder.
  var catalogs: [AssetCatalog] = []
  /// The canvas scale rounded to 1, 2 or 3 (0, no rounding, counts as 3).
  var preferredScale: Int

  init(folders: [String], canvasScale: Double) {
    self.folders = folders
    let s = canvasScale > 0 ? Int(canvasScale.rounded()) : 3
    self.preferredScale = min(3, max(1, s))
  }

  /// The folders for a run: `assets` first, then the input file's folder.
  init(input: String, assets: String?, catalogs: [AssetCatalog] = [], canvasScale: Double) {
    var folders: [String] = []
    var found = catalogs
    if let assets {
      if assets.hasSuffix(".xcassets") || assets.hasSuffix(".xcassets/") {
        let path = assets.hasSuffix("/") ? String(assets.dropLast()) : assets
        found.insert(AssetCatalog(path: path, imageSets: AssetCatalog.imageSets(in: path)), at: 0)
      } else {
        folders.append(assets)
      }
    }
    self.init(folders: folders, canvasScale: canvasScale)
    self.catalogs = found
    self.folders.append(input == "-" ? "." : Self.folder(of: input))
  }

  /// The candidate file names for `name`, each with its scale, in lookup order.
  func candidates(_ name: String) -> [(file: String, scale: Int)] {
    var list = [(name, Self.scale(inFileName: name))]
    let scales = [preferredScale] + [3, 2, 1].filter { $0 != preferredScale }
    for s in scales {
      for ext in ["png", "jpg", "jpeg"] {
        list.append((name + (s == 1 ? "" : "@\(s)x") + "." + ext, s))
      }
    }
    return list
  }

  func lookup(_ name: String) -> ImageLookupResult {
    guard !name.isEmpty else { return .notFound(searched: description) }
    // `--assets DIR` first, then the catalogues, then the input's folder (always last).
    for (i, folder) in folders.enumerated() {
      if i == folders.count - 1, let found = catalogLookup(name) { return found }
      for (file, scale) in candidates(name) {
        let path = folder == "." ? file : folder + (folder.hasSuffix("/") ? "" : "/") + file
        guard FileReader.isRegularFile(path: path) else { continue }
        return size(at: path, scale: scale)
      }
    }
    return .notFound(searched: description)
  }

  private func catalogLookup(_ name: String) -> ImageLookupResult? {
    for catalog in catalogs {
      switch catalog.file(name, preferredScale: preferredScale) {
      case nil:
        if catalog.symbolSets[name] != nil { return .symbol }
      case .success(let file)?: return size(at: file.path, scale: file.scale)
      case .failure(let problem)?: return problem.lookup
      }
    }
    return nil
  }

  /// Reads the header: 64 KiB first (enough unless a JPEG carries a large preview before its
  /// frame header), then the whole file.
  private func size(at path: String, scale: Int) -> ImageLookupResult {
    var limit: Int? = 1 << 16
    while true {
      let bytes: [UInt8]
      switch FileReader.read(path: path, limit: limit) {
      case .success(let b): bytes = b
      case .failure(let f): return .unreadable(path: path, reason: f.reason)
      }
      switch ImageHeader.pixelSize(bytes) {
      case .success(let px):
        let s = Double(scale)
        return .found(Size(width: Double(px.width) / s, height: Double(px.height) / s))
      case .failure(.truncated) where limit != nil && bytes.count == limit:
        limit = nil
      case .failure(let failure):
        return .unreadable(path: path, reason: failure.reason)
      }
    }
  }

  /// "'Examples'" or "'assets' or 'Examples'".
  var description: String {
    let places: [String] =
      Array(folders.prefix(folders.count - 1)) + catalogs.map(\.path)
      + Array(folders.suffix(1))
    return places.map { "'\($0)'" }.joined(separator: " or ")
  }

  /// `icon@2x.png` → 2; no suffix → 1.
  static func scale(inFileName name: String) -> Int {
    let stem = name.split(separator: "/").last.map { $0.split(separator: ".").first ?? $0 } ?? ""
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// `Examples/Card.view` → `Examples`; `Card.view` → `.`; `/Card.view` → `/`.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
