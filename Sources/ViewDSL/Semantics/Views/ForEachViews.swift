import LayoutEngine

/// `ForEach(data) { element in content }`: the content once per element of data written out
/// in the file — a range of whole numbers (`0..<5`, `1...3`) or an array literal of numbers,
/// strings or members (`["a", "b"]`, `[Color.red, .blue]`), with or without `id:`. Like a
/// `Group`, it produces no view of its own: the copies are children of the enclosing
/// container, and its modifiers apply to each. In each copy the parameter (`element`, or `$0`
/// without one) stands for its element: in arguments, in `\(…)` and as a view (`color`).
extension Lowerer {
  /// The most elements one `ForEach` expands to (a guard against a typo such as 0..<1e9).
  static let maximumForEachElements = 10_000
  /// The most copies all `ForEach`s of a file make together: nested ones multiply.
  static let maximumForEachCopies = 100_000

  mutating func lowerForEach(_ view: ViewSyntax, parent: Int?) -> [Element] {
    guard let data = view.arguments?.arguments.first(where: { $0.label == nil })?.value else {
      return []  // binding already reported the missing argument
    }
    guard let elements = forEachElements(data) else { return [] }
    forEachCopies += elements.count
    guard forEachCopies <= Self.maximumForEachCopies else {
      if !reportedForEachCopies {
        report(.forEachTooManyCopies(limit: Self.maximumForEachCopies), at: data.range.start)
        reportedForEachCopies = true
      }
      return []
    }
    let parameter = view.blockParameters.first ?? "$0"
    let saved = evaluator.bindings
    let before = context.diagnostics.count
    var lowered: [Element] = []
    for element in elements {
      if parameter != "_" { evaluator.bindings[parameter] = element }
      for child in view.children {
        lowered += lowerView(child, parent: parent)
      }
    }
    evaluator.bindings = saved
    removeRepeatedDiagnostics(since: before)
    return lowered
  }

  /// The elements as expressions, each evaluated wherever the parameter appears; nil (with
  /// an error) for data that is not written out.
  private mutating func forEachElements(_ data: ExprSyntax) -> [ExprSyntax]? {
    var e = data
    while case .identifier(let name) = e.kind, let bound = evaluator.bindings[name] { e = bound }
    switch e.kind {
    case .range(let lower, let upper, let closed):
      var reported = false
      guard let a = try? evaluator.number(lower, parameter: "data", reported: &reported),
        let b = try? evaluator.number(upper, parameter: "data", reported: &reported),
        a == a.rounded(), b == b.rounded(), abs(a) < 1e9, abs(b) < 1e9
      else {
        report(.forEachRangeNotWhole, at: e.range.start)
        return nil
      }
      let end = closed ? b + 1 : b
      guard a <= end else {
        report(.forEachRangeReversed, at: e.range.start)
        return nil
      }
      guard end - a <= Double(Self.maximumForEachElements) else {
        report(.forEachTooManyElements(limit: Self.maximumForEachElements), at: e.range.start)
        return nil
      }
      return stride(from: a, to: end, by: 1).map { ExprSyntax(.number($0), range: e.range) }
    case .array(let items):
      guard items.count <= Self.maximumForEachElements else {
        report(.forEachTooManyElements(limit: Self.maximumForEachElements), at: e.range.start)
        return nil
      }
      // `[Color.red, .blue]`: implicit members take the type of the first qualified one.
      let type = items.lazy.compactMap { item -> ExprSyntax? in
        if case .member(let base, _) = item.kind { return base }
        return nil
      }.first
      return items.map { item in
        if case .implicitMember(let name) = item.kind, let type {
          return ExprSyntax(.member(type, name), range: item.range)
        }
        return item
      }
    default:
      report(.forEachDataNotWrittenOut, at: e.range.start)
      return nil
    }
  }

  /// Each copy of the content reports the same mistakes: keep the first of each.
  private mutating func removeRepeatedDiagnostics(since start: Int) {
    var seen: Set<String> = []
    var kept: [Diagnostic] = []
    for d in context.diagnostics[start...] {
      let key = "\(d.location.offset) \(d.id) \(d.message)"
      if seen.insert(key).inserted { kept.append(d) }
    }
    context.diagnostics.replaceSubrange(start..., with: kept)
  }

  /// A view line naming a bound parameter (`color` for `[Color.red, .blue]`) is the element.
  /// Static, with the bindings passed: called for every view, and a non-mutating method would
  /// copy the whole lowerer.
  static func boundView(_ view: ViewSyntax, bindings: [String: ExprSyntax]) -> ViewSyntax {
    guard !bindings.isEmpty, let bound = bindings[view.name] else { return view }
    var resolved = view
    switch bound.kind {
    case .member(let base, let name):
      guard case .identifier(let type) = base.kind else { return view }
      resolved.name = type + "." + name
    case .identifier(let name):
      resolved.name = name
    default:
      return view
    }
    return resolved
  }
}
