/// A view's name as written, split at its first dot: `Color.red` is the type `Color` and the
/// member `red`; `Rectangle` is a type alone. Searched as UTF-8: a `Character` search breaks
/// graphemes, and walking `Color.red` that way cost about 900 instructions a view.
enum ViewName {
  /// The type before the first dot: the name itself (no copy) when it has no dot.
  static func base(of name: String) -> String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[..<dot])
  }

  /// A name split at its dot, with the index of its type's definition in
  /// `Catalogue.viewDefinitions` (nil when none). An index, not the definition: copying an
  /// optional definition out of the memo went through its generic value witnesses (about 415
  /// instructions a view, more than the dictionary look-up it saved).
  typealias Resolved = (base: String, member: String?, found: Int?)

  /// `split(name)` and where the base's definition is, for `Lowerer.viewNames`: the look-up of
  /// every view in `Catalogue.views` (a string hash and a probe, 310 instructions) then
  /// happens once a name.
  static func resolve(_ name: String) -> Resolved {
    let (base, member) = split(name)
    return (base, member, Catalogue.viewDefinitions.firstIndex { $0.name == base })
  }

  /// `Color.red` → ("Color", "red"); `Rectangle` → ("Rectangle", nil).
  static func split(_ name: String) -> (base: String, member: String?) {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (name, nil) }
    return (String(name[..<dot]), String(name[name.utf8.index(after: dot)...]))
  }
}
