import ViewDSL

/// The symbols Xcode 26 generates for a String Catalog's keys (`Localizable.xcstrings`; Build
/// Settings, *Generate String Catalog Symbols*): the key `PhotoType.front` is
/// `LocalizedStringResource.photoTypeFront`, written `Text(.photoTypeFront)` or
/// `String(localized: .photoTypeFront)`. A preview shows the development language's text: the
/// catalogue's `sourceLanguage` value, else the key. Keys with format arguments (`%lld`) are
/// functions of them, and keys with plural or device variations have no one text: neither is
/// kept.
enum StringCatalogSymbols {
  static func read(_ finder: ResourceFinder) -> [String: String] {
    var symbols: [String: String] = [:]
    var conflicting: Set<String> = []
    for path in finder.paths(named: "Localizable.xcstrings") {
      guard case .success(let bytes) = FileReader.read(path: path, maximumSize: 32 << 20),
        case .success(.object(let top)) = PreviewDataReader.read(bytes)
      else { continue }
      var language = "en"
      if case .string(let source)? = top.first(where: { $0.key == "sourceLanguage" })?.value {
        language = source
      }
      guard case .object(let strings)? = top.first(where: { $0.key == "strings" })?.value else {
        continue
      }
      for (key, entry) in strings {
        guard let text = sourceText(key, entry, language), !text.contains("%"),
          let symbol = symbol(for: key)
        else { continue }
        if let other = symbols[symbol], other != text { conflicting.insert(symbol) }
        symbols[symbol] = text
      }
    }
    for symbol in conflicting { symbols[symbol] = nil }
    return symbols
  }

  /// The source language's `stringUnit` value, else the key; nil for variations.
  static func sourceText(_ key: String, _ entry: PreviewData, _ language: String) -> String? {
    guard case .object(let fields) = entry else { return key }
    guard
      case .object(let localizations)? = fields.first(where: { $0.key == "localizations" })?
        .value,
      case .object(let source)? = localizations.first(where: { $0.key == language })?.value
    else { return key }
    if source.contains(where: { $0.key == "variations" }) { return nil }
    guard case .object(let unit)? = source.first(where: { $0.key == "stringUnit" })?.value,
      case .string(let value)? = unit.first(where: { $0.key == "value" })?.value
    else { return key }
    return value
  }

  /// `PhotoType.front` → `photoTypeFront`, `cart.checkout.title` → `cartCheckoutTitle`: the
  /// key's words (split at anything not a letter or digit) in lower camel case.
  static func symbol(for key: String) -> String? {
    let words = key.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII })
    guard let first = words.first, first.first?.isLetter == true else { return nil }
    var name = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    return name
  }
}
