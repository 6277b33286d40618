import LayoutEngine

/// A view the language supports: its SwiftUI initialisers as data and its lowering.
///
/// A class: the lowering reads a definition for every view, and copying the struct it was (an
/// optional one above all) went through generic value witnesses; a copy is now one retain.
final class ViewDefinition: Sendable {
  /// The SwiftUI type name, also the output's `type`.
  let name: String
  /// Its kind in the output (renderers colour and label by it).
  let role: ViewRole
  /// Static members that make the view (`Color.red`); bound as form `"member"`, without
  /// arguments.
  let members: [String]
  /// For a view that needs a member or arguments (`Color`): what to write instead of the bare
  /// name, e.g. "a color such as 'Color.red'".
  let bareNameHint: String?
  let overloads: [Signature]
  let acceptsChildren: Bool
  /// The axis an HStack/VStack gives its children (`Spacer` and `Divider` read it); other
  /// containers give none.
  let childStackAxis: Axis?
  /// What the view gives its container: itself, nothing (`EmptyView`) or its children
  /// (`Group`).
  let produces: Produces
  let lower: ViewLowering
  /// The lowering's own rule for this view, if any, told from the name once here.
  let special: Special

  enum Produces: Sendable { case one, nothing, children }

  /// Views the lowering treats specially. Told apart by name when the definition is made: the
  /// lowering compared every view's name with about fourteen of these and hashed it into a set
  /// (about 400 instructions a view on the wide bench file).
  enum Special: Sendable {
    case none, section, geometryReader, picker, tabView
    /// `List` and `Form`: their views are rows.
    case listOrForm
    /// `NavigationStack`, `NavigationView`, `NavigationSplitView` (`NavigationViews.isStack`).
    case navigationStack
    /// Views whose label, as a list's row, is the row's label: `NavigationLink`, `Button`,
    /// `Link`, `Menu`.
    case rowLabelHost

    init(_ name: String) {
      switch name {
      case "Section": self = .section
      case "GeometryReader": self = .geometryReader
      case "Picker": self = .picker
      case "TabView": self = .tabView
      case "List", "Form": self = .listOrForm
      case "NavigationLink", "Button", "Link", "Menu": self = .rowLabelHost
      default: self = NavigationViews.isStack(name) ? .navigationStack : .none
      }
    }
  }

  init(
    name: String, role: ViewRole = .other, members: [String] = [], bareNameHint: String? = nil,
    overloads: [Signature], acceptsChildren: Bool = false, childStackAxis: Axis? = nil,
    produces: Produces = .one, lower: @escaping ViewLowering
  ) {
    self.name = name
    self.role = role
    self.members = members
    self.bareNameHint = bareNameHint
    self.overloads = overloads
    self.acceptsChildren = acceptsChildren
    self.childStackAxis = childStackAxis
    self.produces = produces
    self.lower = lower
    self.special = Special(name)
  }
}
