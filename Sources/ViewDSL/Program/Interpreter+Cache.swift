/// `NSCache`, which a preview's process starts empty, as its user defaults: `object(forKey:)`
/// finds what `setObject(_:forKey:)` put there, so the memoizing loaders apps write (`if let
/// loader = cache.object(forKey: key) { return loader } else { … setObject … }`) run as on a
/// fresh launch. A cache evicts only under memory pressure or past its limits: past its
/// `countLimit` what it holds is not known.
extension Interpreter {
  /// `NSCache()` or `NSCache<NSString, Item>()`: an empty cache.
  static func makeCache(_ name: String, _ arguments: [ArgumentSyntax]) -> ProgramValue? {
    guard name == "NSCache", arguments.isEmpty else { return nil }
    let empty: [(key: ProgramValue, value: ProgramValue)] = []
    return ProgramValue.instance(
      type: "NSCache", fields: ["$entries": ProgramValue.dictionary(empty)])
  }

  static func isCache(_ value: ProgramValue) -> Bool {
    if case .instance(let type, _) = value { return type == "NSCache" }
    return false
  }

  /// A cache's method: `object(forKey:)`'s entry or nil; `setObject(_:forKey:)` (with or
  /// without `cost:`), `removeObject(forKey:)` and `removeAllObjects()` change the cache kept
  /// at `place`. Nil for any other value or method.
  func cacheCall(
    _ cache: ProgramValue, _ place: ExprSyntax, _ name: String, _ arguments: [ArgumentSyntax],
    _ e: ExprSyntax, _ frame: Frame
  ) -> ProgramValue? {
    guard case .instance(let type, let stored) = cache, type == "NSCache",
      case .dictionary(let kept)? = stored["$entries"]
    else { return nil }
    var fields = stored
    var entries = kept
    var values: [String: ProgramValue] = [:]
    for argument in arguments { values[argument.label ?? "_"] = evaluate(argument.value, frame) }
    let key = values["forKey"]
    if let u = key?.unknownValue { return ProgramValue.unknown(u) }
    var found: Int?
    if let key {
      found = entries.firstIndex { entry in programEquals(entry.key, key) == true }
    }
    switch name {
    case "object":
      guard key != nil else { return nil }
      guard let found else { return ProgramValue.none }
      return entries[found].value
    case "setObject":
      guard let key, let value = values["_"] else { return nil }
      if let found { entries[found].value = value } else { entries.append((key, value)) }
    case "removeObject":
      if let found { entries.remove(at: found) }
    case "removeAllObjects":
      entries = []
    default:
      return nil
    }
    fields["$entries"] = ProgramValue.dictionary(entries)
    // Assigned back to `self` itself, a name, or a property; past the cache's `countLimit` it
    // may have evicted entries.
    var changed = ProgramValue.instance(type: "NSCache", fields: fields)
    // `endIndex`, the count: `entries.count` here makes Swift 6.3's incremental build of this
    // file fail with "circular reference".
    if Self.cachePastLimit(fields, entries.endIndex) {
      changed = unknown(
        .cannotKnowValue("what an NSCache past its countLimit holds"), at: e.range.start)
    }
    assign(place, "=", changed, frame)
    return ProgramValue.none
  }

  /// Whether an `NSCache` holding `count` entries is past its `countLimit` (0, the default, is
  /// no limit): it may have evicted some.
  static func cachePastLimit(_ fields: [String: ProgramValue], _ count: Int) -> Bool {
    guard case .int(let limit)? = fields["countLimit"] else { return false }
    return limit > 0 && count > limit
  }
}
