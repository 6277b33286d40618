import LayoutEngine
import Synchronization

/// The app's own `Layout` (`struct FlowLayout: Layout`), run whenever the engine asks.
/// Child sizing: what the app's `placeSubviews` proposes each subview (SwiftUI's default for
/// one it leaves unplaced); own size: what its `sizeThatFits` returns for the proposal.
///
/// Each call evaluates the method in an interpreter of its own (`Interpreter(sharing:)`): the
/// layout may be asked from several threads at once (a matrix's runs share a compile), and a
/// subview's size query may run another app layout inside it. What goes wrong is kept
/// (`failures`) and reported after layout; the run then stops, so no frame comes from a
/// method that could not be evaluated.
final class AppLayout: ContainerLayout, @unchecked Sendable {
  let prototype: Interpreter
  /// The layout instance: `self` in its methods.
  let value: ProgramValue
  let type: String
  /// Where the layout is used (its view's name).
  let location: SourceLocation
  private let failures = Mutex<[Diagnostic]>([])

  init(prototype: Interpreter, value: ProgramValue, type: String, location: SourceLocation) {
    self.prototype = prototype
    self.value = value
    self.type = type
    self.location = location
  }

  /// The layout's own methods of one name (`sizeThatFits`), as the index has them.
  func methods(_ name: String) -> [FunctionSyntax] {
    prototype.index.type(type)?.methods[name] ?? []
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
    let result = run(
      "sizeThatFits", labels: ["proposal", "subviews", "cache"],
      [Interpreter.proposal(proposal.width, proposal.height)], subviews)
    guard let result else { return .zero }
    guard let (width, height) = Interpreter.pair(result, "CGSize", "width", "height") else {
      fail(.layoutMethodResult(type, "sizeThatFits", found: result.described), at: location)
      return .zero
    }
    return Size(width: width, height: height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
    _ = run(
      "placeSubviews", labels: ["in", "proposal", "subviews", "cache"],
      [
        Interpreter.rect(bounds.minX, bounds.minY, bounds.size.width, bounds.size.height),
        Interpreter.proposal(proposal.width, proposal.height),
      ], subviews)
  }

  /// Runs one of the layout's methods with `values` for its leading parameters, then its
  /// subviews and its cache (`makeCache(subviews:)`'s value, or `()`); nil after a failure.
  private func run(
    _ name: String, labels: [String], _ values: [ProgramValue], _ subviews: LayoutSubviews
  ) -> ProgramValue? {
    let interpreter = Interpreter(sharing: prototype)
    interpreter.layoutSubviews = subviews
    interpreter.layoutLocation = location
    let subviewValues = Interpreter.subviewValues(count: subviews.count)
    var cache = ProgramValue.tuple([])
    let makeCache = methods("makeCache")
    if !makeCache.isEmpty {
      cache = interpreter.callMethod(
        makeCache, of: value, type: type, labels: ["subviews"], [subviewValues], at: location)
    }
    var result = interpreter.callMethod(
      methods(name), of: value, type: type, labels: labels, values + [subviewValues, cache],
      at: location)
    // `return .zero`: the declared result type makes an implicit member a size.
    if name == "sizeThatFits" { result = interpreter.coerce(result, to: "CGSize") }
    let errors = interpreter.diagnostics.filter { $0.severity == .error }
    if case .unknown(let u) = result, errors.isEmpty {
      interpreter.report(u)
      if interpreter.diagnostics.isEmpty {
        interpreter.report(.layoutMethodResult(type, name, found: "an unknown value"), at: location)
      }
    }
    let reported = interpreter.diagnostics.filter { $0.severity == .error }
    if !reported.isEmpty {
      failures.withLock { $0 += reported }
      return nil
    }
    return result
  }

  private func fail(_ message: DiagnosticMessage, at location: SourceLocation) {
    failures.withLock { $0.append(Diagnostic(message, at: location)) }
  }

  /// What went wrong in the layouts of `tree` while it was laid out (`layoutDiagnostics`).
  static func diagnostics(in tree: LayoutTree) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    for container in tree.containerLayouts {
      guard let layout = container as? AppLayout else { continue }
      for diagnostic in layout.failures.withLock({ $0 })
      where seen.insert("\(diagnostic.location.offset) \(diagnostic.message)").inserted {
        found.append(diagnostic)
      }
    }
    return found.sorted { $0.location.offset < $1.location.offset }
  }
}

/// What went wrong in the app's own layouts of `tree` while it was laid out, each error once,
/// in source order: the run stops on them, as on a compile's errors.
public func layoutDiagnostics(in tree: LayoutTree) -> [Diagnostic] {
  AppLayout.diagnostics(in: tree)
}
