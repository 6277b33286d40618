/// Multiple trailing closures (`Button { } label: { … }`, `Label { … } icon: { … }`), rewritten
/// to the one-closure forms the catalogue binds: the first closure of a `Button` is its action
/// (it holds no views), the `label:` closure its label; a `Label`'s first closure is its title
/// and `icon:` its icon, drawn before the title as SwiftUI draws it.
extension Lowerer {
  /// The labelled closures each view accepts after its first trailing closure.
  static let labelledClosures: [String: [String]] = [
    "Button": ["label"],
    "Label": ["icon"],
  ]

  mutating func resolveLabelledClosures(_ view: ViewSyntax) -> ViewSyntax {
    guard !view.labelledClosures.isEmpty else { return view }
    let base = String(view.name.prefix { $0 != "." })
    let accepted = Self.labelledClosures[base] ?? []
    var resolved = view
    resolved.labelledClosures = []
    for closure in view.labelledClosures where !accepted.contains(closure.label) {
      report(
        .unexpectedLabelledClosure(closure.label, view: base, expected: accepted),
        at: closure.labelRange.start)
      check(closure.views)
    }
    let closures = view.labelledClosures.filter { accepted.contains($0.label) }
    guard !closures.isEmpty else { return resolved }
    switch base {
    case "Button":
      // `Button { action } label: { views }` is `Button(action: { }) { views }`.
      if let stray = view.children.first {
        report(.viewsInActionClosure(base), at: stray.nameRange.start)
        check(view.children)
      }
      let empty = ClosureSyntax(parameters: [], body: .empty, range: view.nameRange)
      resolved.trailingClosure = view.trailingClosure ?? empty
      resolved.children = closures.flatMap(\.views)
    case "Label":
      resolved.children = closures.flatMap(\.views) + view.children
    default:
      break
    }
    return resolved
  }
}
