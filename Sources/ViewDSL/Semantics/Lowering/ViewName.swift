/// A view's name as written, split at its first dot: `Color.red` is the type `Color` and the
/// member `red`; `Rectangle` is a type alone. Searched as UTF-8: a `Character` search breaks
/// graphemes, and walking `Color.red` that way cost about 900 instructions a view.
enum ViewName {
  /// The type before the first dot: the name itself (no copy) when it has no dot.
  static func base(of name: String) -> String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[..<dot])
  }

  /// `Color.red` → ("Color", "red"); `Rectangle` → ("Rectangle", nil).
  static func split(_ name: String) -> (base: String, member: String?) {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (name, nil) }
    return (String(name[..<dot]), String(name[name.utf8.index(after: dot)...]))
  }
}
