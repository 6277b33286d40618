/// The declarations of a program written in Swift (`.swift` files, or components pasted into a
/// `.view` file): the app's types, its top-level values and functions, and its previews. The
/// interpreter (`Program/Interpreter.swift`) evaluates a preview or a view against them.
public struct ProgramSyntax: Sendable {
  /// Structs, classes, enums and extensions, in the order written (extensions are merged into
  /// their type by name when the program is indexed).
  public var types: [TypeSyntax] = []
  /// Top-level `let` and `var`.
  public var globals: [PropertySyntax] = []
  /// Top-level functions.
  public var functions: [FunctionSyntax] = []
  /// `#Preview { … }` and `PreviewProvider`s, in the order written.
  public var previews: [PreviewSyntax] = []
  /// Protocols and type aliases the files declare, by name (their members are not read): names
  /// the files do declare, though they are none of `types`.
  public var otherTypeNames: [String] = []
  /// The modules each file imports, one entry a file in the order read: a name no file
  /// declares may come from one of them.
  public var imports: [FileImports] = []
  /// Declarations layoutc does not read (protocols, operators…) need no entry; statements or
  /// declarations it cannot evaluate are reported when they are used.
  public init() {}
}

/// The modules one file imports (`import SwiftUIFlux`), its path as given, and the offset its
/// locations start at.
public struct FileImports: Sendable {
  public var start: Int
  public var path: String
  public var modules: [String]

  public init(start: Int, path: String = "", modules: [String]) {
    self.start = start
    self.path = path
    self.modules = modules
  }
}

/// `struct`, `class`, `actor`, `enum` or `extension` with its members.
public struct TypeSyntax: Sendable {
  public enum Kind: String, Sendable {
    case structure = "struct"
    case classType = "class"
    case enumeration = "enum"
    case extensionType = "extension"
  }
  public var kind: Kind
  /// The type's name (`Card`, `Font`, `DailyScrum.Attendee` for a nested type).
  public var name: String
  /// The inherited types and protocols as written (`View`, `Identifiable`, `String`).
  public var inherited: [String]
  public var properties: [PropertySyntax] = []
  public var functions: [FunctionSyntax] = []
  public var initializers: [InitializerSyntax] = []
  public var cases: [EnumCaseSyntax] = []
  public var location: SourceLocation

  public init(kind: Kind, name: String, inherited: [String], location: SourceLocation) {
    self.kind = kind
    self.name = name
    self.inherited = inherited
    self.location = location
  }
}

/// A stored or computed property (`let title: String`, `@State var on = false`,
/// `var body: some View { … }`, `static let sample = […]`).
public struct PropertySyntax: Sendable {
  public var name: String
  public var isStatic: Bool
  public var isLet: Bool
  /// The property wrapper, without its `@` (`State`, `Binding`, `Environment`), and its
  /// arguments (`@Environment(\.horizontalSizeClass)`).
  public var wrapper: String?
  public var wrapperArguments: [ArgumentSyntax]
  /// The declared type as written (`String`, `[Item]`, `Binding<Bool>`), if any.
  public var type: String?
  public var initial: ExprSyntax?
  /// A computed property's getter.
  public var getter: [StatementSyntax]?
  /// `@ViewBuilder` on the property, or a `some View` type: its statements are a view builder.
  public var isViewBuilder: Bool
  public var location: SourceLocation
  /// The offsets of the file of a `private` or `fileprivate` declaration, which Swift sees
  /// only there; nil for one every file sees.
  public var fileScope: Range<Int>?

  public init(
    name: String, isStatic: Bool = false, isLet: Bool = false, wrapper: String? = nil,
    wrapperArguments: [ArgumentSyntax] = [], type: String? = nil, initial: ExprSyntax? = nil,
    getter: [StatementSyntax]? = nil, isViewBuilder: Bool = false, location: SourceLocation
  ) {
    self.name = name
    self.isStatic = isStatic
    self.isLet = isLet
    self.wrapper = wrapper
    self.wrapperArguments = wrapperArguments
    self.type = type
    self.initial = initial
    self.getter = getter
    self.isViewBuilder = isViewBuilder
    self.location = location
  }
}

/// A parameter of a function, initializer, enum case or closure type.
public struct ParameterSyntax: Sendable {
  /// The argument label; nil for `_`.
  public var label: String?
  /// The name inside the body.
  public var name: String
  public var type: String?
  public var defaultValue: ExprSyntax?

  public init(label: String?, name: String, type: String? = nil, defaultValue: ExprSyntax? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// `func name(parameters) -> Type { body }`.
public struct FunctionSyntax: Sendable {
  public var name: String
  public var isStatic: Bool
  public var parameters: [ParameterSyntax]
  public var body: [StatementSyntax]
  public var isViewBuilder: Bool
  public var location: SourceLocation
  /// The offsets of the file of a `private` or `fileprivate` function; nil for one every file
  /// sees.
  public var fileScope: Range<Int>?
  /// The declared result type as written (`Item`, `[Item]`, `some View`); nil when none.
  public var returnType: String?

  public init(
    name: String, isStatic: Bool = false, parameters: [ParameterSyntax],
    body: [StatementSyntax], isViewBuilder: Bool = false, location: SourceLocation
  ) {
    self.name = name
    self.isStatic = isStatic
    self.parameters = parameters
    self.body = body
    self.isViewBuilder = isViewBuilder
    self.location = location
  }
}

/// `init(parameters) { body }`.
public struct InitializerSyntax: Sendable {
  public var parameters: [ParameterSyntax]
  public var body: [StatementSyntax]
  public var location: SourceLocation

  public init(parameters: [ParameterSyntax], body: [StatementSyntax], location: SourceLocation) {
    self.parameters = parameters
    self.body = body
    self.location = location
  }
}

/// `case name(payload) = rawValue`.
public struct EnumCaseSyntax: Sendable {
  public var name: String
  public var payload: [ParameterSyntax]
  public var rawValue: ExprSyntax?

  public init(name: String, payload: [ParameterSyntax] = [], rawValue: ExprSyntax? = nil) {
    self.name = name
    self.payload = payload
    self.rawValue = rawValue
  }
}

/// A preview: `#Preview("Name") { … }` or a `PreviewProvider`'s `previews`.
public struct PreviewSyntax: Sendable {
  /// The preview's name (`#Preview("Name")`, or the provider's type name); nil for `#Preview`.
  public var name: String?
  /// The provider type's name, for `PreviewProvider`s.
  public var provider: String?
  public var body: [StatementSyntax]
  /// `#Preview(traits: .sizeThatFitsLayout, .landscapeLeft)`: the traits, in order.
  public var traits: [ExprSyntax]
  /// Index of the file that holds it, in the order the files were given.
  public var file: Int
  public var location: SourceLocation

  public init(
    name: String?, provider: String? = nil, body: [StatementSyntax], traits: [ExprSyntax] = [],
    file: Int, location: SourceLocation
  ) {
    self.name = name
    self.provider = provider
    self.body = body
    self.traits = traits
    self.file = file
    self.location = location
  }
}

/// A statement of a function, getter, closure or view builder.
public indirect enum StatementSyntax: Sendable {
  /// An expression: in a view builder, a view; in a single-expression body, its value.
  case expression(ExprSyntax)
  /// `let name = value` or `var name = value` (`value` nil for `var name: Int`); `type` is
  /// the declared type, if written (`let spacing: CGFloat = 10`).
  case declaration(name: String, value: ExprSyntax?, location: SourceLocation, type: String? = nil)
  /// `target = value`, `target += value` (`operator` is `=`, `+=`, `-=`, `*=`, `/=`).
  case assignment(target: ExprSyntax, operator: String, value: ExprSyntax)
  case ifStatement(IfSyntax)
  case guardStatement(conditions: [ConditionSyntax], elseBody: [StatementSyntax])
  case switchStatement(
    subject: ExprSyntax, cases: [SwitchCaseSyntax], location: SourceLocation)
  /// `for name in sequence { body }` (`names` has two entries for `for (a, b) in …`).
  case forStatement(names: [String], sequence: ExprSyntax, body: [StatementSyntax])
  case returnStatement(ExprSyntax?, location: SourceLocation)
  /// `defer { body }`: the body runs when the enclosing block is left, the last written first.
  case deferStatement([StatementSyntax])
  /// `throw value`: leaves the blocks and functions around it up to a `catch`, a `try?` or a
  /// `try!`.
  case throwStatement(ExprSyntax, location: SourceLocation)
  /// `do { body } catch … { … }`: each `catch` is a case over the error thrown (one without a
  /// pattern takes every error, named `error`).
  case doStatement(body: [StatementSyntax], catches: [SwitchCaseSyntax])
  /// A statement layoutc does not evaluate, described for the message (`while`, `repeat`).
  case unsupported(String, location: SourceLocation)
}

/// `if conditions { body } else { … }`.
public struct IfSyntax: Sendable {
  public var conditions: [ConditionSyntax]
  public var body: [StatementSyntax]
  /// `else { … }` or `else if …` (as one `ifStatement`); nil without `else`.
  public var elseBody: [StatementSyntax]?
  public var location: SourceLocation

  public init(
    conditions: [ConditionSyntax], body: [StatementSyntax], elseBody: [StatementSyntax]?,
    location: SourceLocation
  ) {
    self.conditions = conditions
    self.body = body
    self.elseBody = elseBody
    self.location = location
  }
}

/// One condition of an `if`, `guard` or `while`.
public enum ConditionSyntax: Sendable {
  case expression(ExprSyntax)
  /// `let name = value` (`value` nil for the shorthand `if let name`).
  case optionalBinding(name: String, value: ExprSyntax?, location: SourceLocation)
  /// `case pattern = value`.
  case matches(PatternSyntax, ExprSyntax)
  /// `#available(iOS 17, *)`: a preview runs on the newest iOS, so it holds.
  case available(Bool)
}

/// A `switch` case: its patterns (none for `default`), an optional `where`, and its body.
public struct SwitchCaseSyntax: Sendable {
  public var patterns: [PatternSyntax]
  public var whereClause: ExprSyntax?
  public var body: [StatementSyntax]
  public var location: SourceLocation

  public init(
    patterns: [PatternSyntax], whereClause: ExprSyntax? = nil, body: [StatementSyntax],
    location: SourceLocation
  ) {
    self.patterns = patterns
    self.whereClause = whereClause
    self.body = body
    self.location = location
  }
}

/// A pattern of a `switch` case or `if case`.
public indirect enum PatternSyntax: Sendable {
  /// `_`
  case wildcard
  /// `let name` (or a bare name inside `case .x(let a, b)`'s `let`).
  case binding(String)
  /// `.name(subpatterns)` or `Type.name(…)`, with the payload's labels.
  case enumCase(name: String, payload: [(label: String?, pattern: PatternSyntax)]?)
  /// `(a, b)`
  case tuple([PatternSyntax])
  /// Any other expression, compared with `==` (`1`, `"x"`, `0..<10` with `~=`).
  case expression(ExprSyntax)
  /// `is Type`, or `pattern as Type` (`let e as KeychainError`): a value of that type (or of a
  /// type declared to conform to it).
  case typeCheck(String, PatternSyntax?)
}
