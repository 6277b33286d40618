/// The program's declarations by name, with each type's extensions merged into it: what the
/// interpreter looks names up in.
struct ProgramIndex {
  /// A type with the members of all its declarations and extensions.
  struct TypeInfo {
    var name: String
    var kind: TypeSyntax.Kind
    var inherited: [String] = []
    /// Stored instance properties in declaration order (the memberwise initializer's order).
    var stored: [PropertySyntax] = []
    var computed: [String: PropertySyntax] = [:]
    var statics: [String: PropertySyntax] = [:]
    /// `private` and `fileprivate` statics and computed properties, each seen only in its file
    /// (`ProgramIndex+FileScope.swift`): several files may declare one of a name.
    var fileScopedStatics: [String: [PropertySyntax]] = [:]
    var fileScopedComputed: [String: [PropertySyntax]] = [:]
    var methods: [String: [FunctionSyntax]] = [:]
    var staticMethods: [String: [FunctionSyntax]] = [:]
    var initializers: [InitializerSyntax] = []
    var cases: [EnumCaseSyntax] = []
    /// Where the type (not an extension of it) is declared: its file's imports are read there.
    var location: SourceLocation?

    var isView: Bool {
      inherited.contains("View") || computed["body"] != nil && kind != .enumeration
    }
    func enumCase(_ name: String) -> EnumCaseSyntax? { cases.first { $0.name == name } }
    /// The name as the source spells it: a file-private type another file shares a name with
    /// is indexed as `Header@RowView` (the Swift front end's `FilePrivateTypes`).
    var writtenName: String { name.split(separator: "@").first.map(String.init) ?? name }
  }

  var types: [String: TypeInfo] = [:]
  var globals: [String: PropertySyntax] = [:]
  /// `private` and `fileprivate` top-level constants and variables, each seen in its file.
  var fileScopedGlobals: [String: [PropertySyntax]] = [:]
  var functions: [String: [FunctionSyntax]] = [:]
  /// Methods of the app's `extension View` that no other type of the app has a member named
  /// like: `x.name()` calls the view method whatever `x` is.
  var viewOnlyMethods: Set<String> = []
  /// Top-level values that several files declare, none privately (each target of a folder
  /// with its own `let sampleStore`): every declaration, in the order read.
  var sameNameGlobals: [String: [PropertySyntax]] = [:]
  /// Protocols and type aliases the files declare (`ProgramSyntax.otherTypeNames`).
  var otherTypeNames: Set<String>
  /// The modules each file imports, by the offset the file starts at.
  var imports: [FileImports]

  init(_ program: ProgramSyntax) {
    imports = program.imports
    otherTypeNames = Set(program.otherTypeNames)
    for declaration in program.types {
      let key = declaration.name
      var info =
        types[key]
        ?? TypeInfo(
          name: key, kind: declaration.kind == .extensionType ? .extensionType : declaration.kind)
      if declaration.kind != .extensionType {
        info.kind = declaration.kind
        info.location = info.location ?? declaration.location
      }
      info.inherited += declaration.inherited
      for property in declaration.properties {
        if property.isStatic, property.fileScope != nil {
          info.fileScopedStatics[property.name, default: []].append(property)
        } else if property.isStatic {
          info.statics[property.name] = property
        } else if property.getter != nil, property.fileScope != nil {
          info.fileScopedComputed[property.name, default: []].append(property)
        } else if property.getter != nil {
          info.computed[property.name] = property
        } else {
          info.stored.append(property)
        }
      }
      for function in declaration.functions {
        if function.isStatic {
          info.staticMethods[function.name, default: []].append(function)
        } else {
          info.methods[function.name, default: []].append(function)
        }
      }
      info.initializers += declaration.initializers
      info.cases += declaration.cases
      types[key] = info
    }
    // A nested type is found by its own name too (`Theme` inside `DailyScrum`), unless another
    // type has that name; where two nested types share one (every preview's `Preview`), only
    // from inside their enclosing types (`Interpreter.resolveType`).
    var nestedByShortName: [String: [TypeInfo]] = [:]
    for (key, info) in types {
      guard let dot = key.lastIndex(of: ".") else { continue }
      nestedByShortName[String(key[key.index(after: dot)...]), default: []].append(info)
    }
    for (short, infos) in nestedByShortName where infos.count == 1 && types[short] == nil {
      types[short] = infos[0]
    }
    adoptProtocolBodies()
    if let view = types["View"] {
      var otherMembers: Set<String> = []
      for (key, info) in types where key != "View" {
        otherMembers.formUnion(info.methods.keys)
        otherMembers.formUnion(info.staticMethods.keys)
        otherMembers.formUnion(info.computed.keys)
        otherMembers.formUnion(info.statics.keys)
        otherMembers.formUnion(info.fileScopedStatics.keys)
        otherMembers.formUnion(info.fileScopedComputed.keys)
        otherMembers.formUnion(info.stored.map(\.name))
      }
      viewOnlyMethods = Set(view.methods.keys).subtracting(otherMembers)
    }
    for global in program.globals {
      if global.fileScope != nil {
        fileScopedGlobals[global.name, default: []].append(global)
      } else {
        if let earlier = globals[global.name] {
          sameNameGlobals[global.name, default: [earlier]].append(global)
        }
        globals[global.name] = global
      }
    }
    for function in program.functions { functions[function.name, default: []].append(function) }
  }

  /// The type info for a name as written (`DailyScrum.Theme`, `Theme`).
  func type(_ name: String) -> TypeInfo? { types[name] }
}
