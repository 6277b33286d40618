/// A view's name as written, split at its first dot: `Color.red` is the type `Color` and the
/// member `red`; `Rectangle` is a type alone. Searched as UTF-8: a `Character` search breaks
/// graphemes, and walking `Color.red` that way cost about 900 instructions a view.
enum ViewName {
  /// The type before the first dot: the name itself (no copy) when it has no dot.
  static func base(of name: String) -> String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[..<dot])
  }

  /// A name split at its dot, with what the lowering asks of it, found once a name
  /// (`Lowerer.viewNames`).
  struct Resolved {
    var base: String
    var member: String?
    /// The index of the base's definition in `Catalogue.viewDefinitions` (nil when none): the
    /// look-up of every view in `Catalogue.views` (a string hash and a probe, 310
    /// instructions) happens once a name. An index, not the definition: it was a struct then,
    /// and copying an optional one out of the memo went through generic value witnesses.
    var found: Int?
    /// Whether the member is one of the definition's (`Color.red`): a search of the 30 or so
    /// colour names, 220 instructions a `Color.red`, done once.
    var isKnownMember: Bool
    /// Whether a view of this type may take views as arguments
    /// (`Lowerer.resolveClosureArguments`): a view that cannot is not rewritten.
    var rewritesArguments: Bool
  }

  static func resolve(_ name: String) -> Resolved {
    let (base, member) = split(name)
    let found = Catalogue.viewDefinitions.firstIndex { $0.name == base }
    let isKnownMember =
      member.map { member in
        found.map { Catalogue.viewDefinitions[$0].members.contains(member) } ?? false
      } ?? false
    return Resolved(
      base: base, member: member, found: found, isKnownMember: isKnownMember,
      rewritesArguments: Lowerer.rewritesArguments(base))
  }

  /// `Color.red` → ("Color", "red"); `Rectangle` → ("Rectangle", nil).
  static func split(_ name: String) -> (base: String, member: String?) {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return (name, nil) }
    return (String(name[..<dot]), String(name[name.utf8.index(after: dot)...]))
  }
}
