import LayoutEngine

/// A call as written: a view initialiser, a modifier, or a constructor inside an argument.
struct CallSite {
  /// The name messages use: `frame`, `RoundedRectangle`, `EdgeInsets`.
  var callee: String
  var arguments: [ArgumentSyntax]
  var trailingClosure: ClosureSyntax?
  /// The view's name or the modifier's dot.
  var location: SourceLocation
  /// Where a missing argument is reported: the closing parenthesis, else the name.
  var closeLocation: SourceLocation

  init(
    callee: String, arguments: ArgumentListSyntax?, trailingClosure: ClosureSyntax?,
    location: SourceLocation
  ) {
    self.callee = callee
    self.arguments = arguments?.arguments ?? []
    self.trailingClosure = trailingClosure
    self.location = location
    self.closeLocation = arguments.map { closingParenthesis(of: $0.range) } ?? location
  }

  init(
    callee: String, arguments: [ArgumentSyntax], trailingClosure: ClosureSyntax?,
    location: SourceLocation, closeLocation: SourceLocation
  ) {
    self.callee = callee
    self.arguments = arguments
    self.trailingClosure = trailingClosure
    self.location = location
    self.closeLocation = closeLocation
  }
}

/// The `)` that ends `range` (ranges end just past it).
func closingParenthesis(of range: SourceRange) -> SourceLocation {
  var end = range.end
  guard end.offset > range.start.offset, end.column > 1 else { return range.start }
  end.column -= 1
  end.offset -= 1
  return end
}

/// Why a call matched no overload: the diagnostics of the closest one.
struct BindFailure: Error {
  var diagnostics: [Diagnostic]
}

/// The arguments' labels matched against one overload's parameters, as Swift does: in order,
/// each argument to the next parameter with its label, skipping only defaulted parameters;
/// a trailing closure goes to the next closure parameter.
private enum LabelMatch {
  /// Bit `k` set: parameter `k` has an argument. Arguments go to the set bits in order, the
  /// trailing closure (if any) to the last: a match allocates nothing (an array of indices per
  /// overload tried was a heap allocation per call of every view and modifier).
  case matched(ParameterSet)
  /// `score` = how many arguments matched before the failure.
  case failed(score: Int, Diagnostic)
}

/// Parameters of one overload by index, as bits (`Signature` has at most 64 parameters).
private struct ParameterSet {
  var bits: UInt64 = 0

  func contains(_ k: Int) -> Bool { bits & (1 << UInt64(k)) != 0 }
  mutating func insert(_ k: Int) { bits |= 1 << UInt64(k) }
  var count: Int { bits.nonzeroBitCount }
}

private func matchLabels(_ site: CallSite, _ signature: Signature, overloads: [Signature])
  -> LabelMatch
{
  let params = signature.parameters
  var assigned = ParameterSet()
  var p = 0
  // Arguments and the closure are read in place: copying each out (and destroying the copy of
  // an optional closure through its generic value witness) cost more than the match.
  for i in site.arguments.indices {
    let label = site.arguments[i].label
    guard let q = (p..<params.count).first(where: { params[$0].label == label }) else {
      return .failed(
        score: i,
        labelError(
          site.arguments[i], site, params, assigned, matchedUpTo: p,
          allLabels: allLabels(overloads)))
    }
    if let k = (p..<q).first(where: { !params[$0].defaulted }) {
      let d = Diagnostic(
        .missingArgument(params[k].name, in: site.callee), at: site.arguments[i].location)
      return .failed(score: i, d)
    }
    assigned.insert(q)
    p = q + 1
  }
  if site.trailingClosure != nil {
    let closureStart = site.trailingClosure!.range.start
    guard
      let q = (p..<params.count).first(where: {
        if case .closure = params[$0].type { return true }
        return false
      })
    else {
      let d = Diagnostic(.extraTrailingClosure(in: site.callee), at: closureStart)
      return .failed(score: site.arguments.count, d)
    }
    if let k = (p..<q).first(where: { !params[$0].defaulted }) {
      let d = Diagnostic(.missingArgument(params[k].name, in: site.callee), at: closureStart)
      return .failed(score: site.arguments.count, d)
    }
    assigned.insert(q)
    p = q + 1
  }
  if let k = (p..<params.count).first(where: { !params[$0].defaulted }) {
    let d = Diagnostic(.missingArgument(params[k].name, in: site.callee), at: site.closeLocation)
    return .failed(score: site.arguments.count, d)
  }
  return .matched(assigned)
}

/// Every label of every overload, once each, in order: only an error needs them (a call that
/// matches never builds the list).
private func allLabels(_ overloads: [Signature]) -> [String] {
  var labels: [String] = []
  for label in overloads.flatMap({ $0.parameters.compactMap(\.label) })
  where !labels.contains(label) {
    labels.append(label)
  }
  return labels
}

/// The message for an argument no remaining parameter takes.
private func labelError(
  _ argument: ArgumentSyntax, _ site: CallSite, _ params: [Parameter], _ assigned: ParameterSet,
  matchedUpTo p: Int, allLabels: [String]
) -> Diagnostic {
  let at = argument.location
  let callee = site.callee
  let remaining = params[p...]
  guard let label = argument.label else {
    if let named = remaining.first(where: { $0.label != nil }), let namedLabel = named.label {
      return Diagnostic(.missingLabel(namedLabel, in: callee), at: at)
    }
    return Diagnostic(.extraArgument(in: callee), at: at)
  }
  let previousLabels = site.arguments.compactMap(\.label).prefix { $0 != label }
  if let k = params[..<p].firstIndex(where: { $0.label == label }) {
    if assigned.contains(k) { return Diagnostic(.duplicateArgument(label, in: callee), at: at) }
    let later = previousLabels.last ?? label
    return Diagnostic(.argumentOutOfOrder(label, before: later, in: callee), at: at)
  }
  if allLabels.contains(label), let previous = previousLabels.last {
    return Diagnostic(.incompatibleArguments(previous, label, in: callee), at: at)
  }
  if allLabels.contains(label) {
    return Diagnostic(.noSuchParameter(label, in: callee, suggestion: nil), at: at)
  }
  let suggestion = closestSpelling(to: label, in: allLabels)
  if suggestion == nil, remaining.contains(where: { $0.label == nil }) {
    return Diagnostic(.extraneousLabel(label, in: callee), at: at)
  }
  return Diagnostic(.noSuchParameter(label, in: callee, suggestion: suggestion), at: at)
}

extension Evaluator {
  /// Matches a call against its overloads (in order; the first that fits wins) and evaluates
  /// its arguments. Value errors of the chosen overload (division by zero, NaN) are added to
  /// `diagnostics`; when nothing fits, the failure holds the closest overload's errors.
  ///
  /// An overload is tried in this evaluator, and the diagnostics it added are taken back when
  /// it is rejected: only `diagnostics` changes while evaluating, so this is what a separate
  /// trial evaluator gave, without copying the evaluator's tables into one per call.
  mutating func bind(_ site: CallSite, to overloads: [Signature]) -> Result<BoundCall, BindFailure>
  {
    // Kept by a static function, not a local one: a local function capturing `best` made
    // every call check its access at run time.
    var best: (rank: (Int, Int), diagnostics: [Diagnostic])?
    for signature in overloads {
      switch matchLabels(site, signature, overloads: overloads) {
      case .failed(let score, let diagnostic):
        Self.consider((0, score), [diagnostic], &best)
      case .matched(let assigned):
        let mark = diagnostics.count
        var call = BoundCall(callee: site.callee, form: signature.form, location: site.location)
        call.arguments.reserveCapacity(assigned.count)
        var mismatches: [Mismatch] = []
        var index = 0  // the argument of the next assigned parameter
        // The parameter and the argument are read in place: copying each out (a parameter's
        // name and type, an expression) cost more than evaluating a number.
        for k in signature.parameters.indices where assigned.contains(k) {
          do {
            let value: Value
            let location: SourceLocation
            if index == site.arguments.count, let closure = site.trailingClosure {
              value = try evaluate(
                ExprSyntax(.closure(closure), range: closure.range),
                as: signature.parameters[k].type, parameter: signature.parameters[k].name)
              location = closure.range.start
            } else {
              value = try evaluate(
                site.arguments[index].value, as: signature.parameters[k].type,
                parameter: signature.parameters[k].name)
              location = site.arguments[index].value.range.start
            }
            // Each parameter is bound once: appended without searching for its name.
            call.arguments.append(
              signature.parameters[k].name, BoundArgument(value: value, location: location))
          } catch {
            mismatches.append(error)
          }
          index += 1
        }
        if mismatches.isEmpty { return .success(call) }
        diagnostics.removeSubrange(mark...)
        let penalty = mismatches.reduce(0) { $0 + ($1.nearMiss ? 1 : 2) }
        Self.consider((1, -penalty), mismatches.flatMap(\.diagnostics), &best)
      }
    }
    return .failure(BindFailure(diagnostics: best?.diagnostics ?? []))
  }

  /// Keeps the overload of the higher rank (the first of equal ones).
  private static func consider(
    _ rank: (Int, Int), _ diagnostics: [Diagnostic],
    _ best: inout (rank: (Int, Int), diagnostics: [Diagnostic])?
  ) {
    if best == nil || rank > best!.rank { best = (rank, diagnostics) }
  }
}
