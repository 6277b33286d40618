extension ProgramIndex {
  /// A view whose `body` an extension of one of the app's protocols gives (`protocol Card:
  /// View {}`, `extension Card { var body: some View { … } }`, `struct Promo: Card`) gets that
  /// body as its own, as Swift takes a protocol extension's default implementation. A type's
  /// own `body` wins; a protocol no file declares (a library's) gives none.
  mutating func adoptProtocolBodies() {
    for (key, info) in types where info.kind != .extensionType && info.computed["body"] == nil {
      for name in info.inherited where otherTypeNames.contains(name) {
        guard let adopted = types[name], adopted.kind == .extensionType,
          let body = adopted.computed["body"]
        else { continue }
        types[key]?.computed["body"] = body
        if !info.inherited.contains("View") { types[key]?.inherited.append("View") }
        break
      }
    }
  }
}
