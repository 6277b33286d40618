/// What a known modifier does.
enum ModifierRole: Sendable {
  /// Takes part in layout: a node wrapping the view, listed in the output's `modifiers`.
  case layout(ModifierLowering)
  /// `.id(_:)`: names the view.
  case identity
  /// Changes no layout in SwiftUI: checked, then ignored.
  case silent
  /// Sets an environment value that text reads (`.font`, `.lineLimit`, …): no node of its
  /// own; the view, its children and the content of modifiers written before it see it.
  case environment(EnvironmentWriter)
  /// A method of `Image` (`.resizable`): sets the image's options before it is lowered; only
  /// on an `Image`, before any other modifier.
  case imageMethod(ImageMethod)
}

/// Applies an environment modifier's bound arguments.
typealias EnvironmentWriter =
  @Sendable (
    _ call: BoundCall, _ environment: inout TextEnvironment, _ context: inout LoweringContext
  ) -> Void

/// A modifier the language knows and accepts.
///
/// A class: the lowering reads a definition for every modifier and keeps it in the prepared
/// modifier, and a copy of the optional struct it was went through generic value witnesses
/// (about 200 instructions, 60 more to destroy it); a copy is now one retain.
final class ModifierDefinition: Sendable {
  /// The SwiftUI name without the dot.
  let name: String
  /// The forms accepted; nil accepts any arguments unchecked.
  let overloads: [Signature]?
  let role: ModifierRole
  /// Whether views may be written under it (`.overlay`); others report their content.
  let acceptsContent: Bool
  /// Whether it adds a band of space around the view (the padding modifiers).
  let addsBand: Bool
  /// What a layout modifier also writes into the environment before the view is lowered
  /// (`.environment(\.defaultMinListRowHeight, …)`).
  let environmentWriter: EnvironmentWriter?
  /// The lowering's own rule for this modifier, if any, told from the name once here.
  let special: Special

  /// Modifiers the lowering treats specially. Told apart by name when the definition is made:
  /// the lowering compared every modifier's name with six of these (about 190 instructions a
  /// modifier on the wide bench file).
  enum Special: Sendable {
    case none
    /// `.background` and `.overlay`, whose first argument may be a view (`ViewArguments`).
    case viewArgument
    /// `.toolbar`: its items go to the enclosing navigation bar.
    case toolbar
    /// `.toolbarVisibility` and `.navigationBarHidden`, which hide the bars.
    case toolbarBars

    init(_ name: String) {
      switch name {
      case "background", "overlay": self = .viewArgument
      case "toolbar": self = .toolbar
      case "toolbarVisibility", "navigationBarHidden": self = .toolbarBars
      default: self = .none
      }
    }
  }

  init(
    name: String, overloads: [Signature]? = nil, role: ModifierRole, acceptsContent: Bool = false,
    addsBand: Bool = false, environmentWriter: EnvironmentWriter? = nil
  ) {
    self.name = name
    self.overloads = overloads
    self.role = role
    self.acceptsContent = acceptsContent
    self.addsBand = addsBand
    self.environmentWriter = environmentWriter
    self.special = Special(name)
  }
}
