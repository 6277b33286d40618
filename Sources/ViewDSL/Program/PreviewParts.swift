/// How Xcode's canvas shows a preview: a preview whose body makes several views (a
/// `PreviewProvider`'s `Group { A(); B() }`) shows each on its own canvas, named by
/// `.previewDisplayName`, sized by `.previewLayout` or `#Preview(traits:)`, on the device of
/// `.previewDevice`. These modifiers configure the canvas and never change the view.
public struct PreviewPart: Sendable, Equatable {
  /// `.previewDisplayName("…")`.
  public var displayName: String?
  public var layout: PreviewLayout = .device
  /// `.previewDevice("iPhone 15")`, as written.
  public var device: String?
  /// `.previewInterfaceOrientation(.landscapeLeft)` or a landscape trait.
  public var landscape = false

  public init(displayName: String? = nil) { self.displayName = displayName }
}

/// `.previewLayout(…)` / the layout traits of `#Preview(traits:)`.
public enum PreviewLayout: Sendable, Equatable {
  /// The device's screen, with its safe area (the default).
  case device
  /// The view at the size it takes when offered the device's size, on a canvas of that size
  /// with no safe area (`.sizeThatFits`, `.sizeThatFitsLayout`).
  case sizeThatFits
  /// A canvas of this size with no safe area (`.fixed(width:height:)`, `.fixedLayout`).
  case fixed(width: Double, height: Double)
}

/// The modifiers that configure the preview canvas rather than the view.
let previewModifiers: Set<String> = [
  "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
  "previewContext",
]

extension Interpreter {
  /// A preview's views, one per canvas: a root `Group` of several views is split into its
  /// views (each gets the group's modifiers), and each root's preview modifiers are read off
  /// it into its `PreviewPart`.
  func previewParts(_ roots: [ViewSyntax], traits: [ExprSyntax]) -> [(ViewSyntax, PreviewPart)] {
    var split: [ViewSyntax] = []
    for root in roots {
      if root.name == "Group", root.children.count > 1, root.arguments == nil {
        for child in root.children {
          var view = child
          view.modifiers += root.modifiers
          split.append(view)
        }
      } else {
        split.append(root)
      }
    }
    var base = PreviewPart()
    for trait in traits { read(trait, into: &base) }
    return split.map { root in
      var view = root
      var part = base
      view.modifiers = root.modifiers.filter { modifier in
        guard previewModifiers.contains(modifier.name) else { return true }
        read(modifier, into: &part)
        return false
      }
      return (view, part)
    }
  }

  private func read(_ modifier: ModifierSyntax, into part: inout PreviewPart) {
    guard let value = modifier.arguments?.arguments.first?.value else { return }
    switch modifier.name {
    case "previewDisplayName":
      if case .string(let s) = value.kind { part.displayName = s }
    case "previewDevice":
      part.device = deviceName(value)
    case "previewLayout", "previewInterfaceOrientation":
      read(value, into: &part)
    default: break
    }
  }

  /// `.sizeThatFits`, `.fixed(width:height:)`, `.sizeThatFitsLayout`, `.fixedLayout(…)`,
  /// `.landscapeLeft`/`.landscapeRight`, `.portrait`.
  private func read(_ e: ExprSyntax, into part: inout PreviewPart) {
    switch e.kind {
    case .implicitMember(let name):
      switch name {
      case "sizeThatFits", "sizeThatFitsLayout": part.layout = .sizeThatFits
      case "device": part.layout = .device
      case "landscapeLeft", "landscapeRight": part.landscape = true
      case "portrait", "portraitUpsideDown": part.landscape = false
      default: break
      }
    case .call(let callee, let arguments, _):
      guard case .implicitMember(let name) = callee.kind, name == "fixed" || name == "fixedLayout"
      else { return }
      let numbers = arguments.compactMap { a -> Double? in
        switch a.value.kind {
        case .number(let n): return n
        case .integer(let n): return Double(n)
        default: return nil
        }
      }
      if numbers.count == 2 { part.layout = .fixed(width: numbers[0], height: numbers[1]) }
    default: break
    }
  }

  /// `"iPhone 15"`, `PreviewDevice(rawValue: "iPhone 15")`, `.init(rawValue:)`.
  private func deviceName(_ e: ExprSyntax) -> String? {
    switch e.kind {
    case .string(let s): return s
    case .call(_, let arguments, _):
      return arguments.first.flatMap { deviceName($0.value) }
    default: return nil
    }
  }
}
