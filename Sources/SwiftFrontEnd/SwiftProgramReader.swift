import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewDSL

/// Reads `.swift` files with swift-syntax into the program the interpreter evaluates: the
/// app's types, globals, functions and previews, with `#if` resolved as an iOS build of a
/// preview sees it. Each file's offsets start at its `base` in `SwiftProgramReader.Result`,
/// so a location alone says which file it is in.
public enum SwiftProgramReader {
  public static func read(_ files: [SourceFile]) -> ProgramRead {
    var program = ProgramSyntax()
    var diagnostics: [Diagnostic] = []
    var bases: [Int] = []
    var base = 0
    // A file that is not UTF-8 is reported once, as a `.view` file is, and read as empty; so
    // is one whose brackets nest deeper than swift-syntax can read in time (`BracketDepth`).
    var invalid: [Diagnostic?] = []
    var offset = 0
    for file in files {
      invalid.append(
        UTF8Validation.diagnostic(for: file.bytes, base: offset)
          ?? BracketDepth.diagnostic(for: file.bytes, base: offset))
      offset += file.bytes.count + 1
    }
    let trees = zip(files, invalid).map { file, invalid in
      invalid == nil
        ? file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } : Parser.parse(source: "")
    }
    diagnostics += invalid.compactMap { $0 }
    let renames = FilePrivateTypes.renames(trees, fileNames: files.map(\.name))
    for (index, file) in files.enumerated() {
      bases.append(base)
      let tree = trees[index]
      let converter = SourceLocationConverter(fileName: file.name, tree: tree)
      var reader = FileReader(
        file: index, base: base, bytes: file.bytes, converter: converter)
      reader.renames = renames[index]
      let syntaxErrors = SyntaxErrors.diagnostics(for: tree)
      for diagnostic in syntaxErrors.messages {
        diagnostics.append(
          Diagnostic(
            DiagnosticMessage(id: "swiftSyntax", severity: .error, text: diagnostic.message),
            at: reader.location(diagnostic.position)))
      }
      if syntaxErrors.more > 0, let last = syntaxErrors.messages.last {
        let text = "\(syntaxErrors.more) more syntax errors in this file; fix these first"
        diagnostics.append(
          Diagnostic(
            DiagnosticMessage(id: "swiftSyntaxTooMany", severity: .error, text: text),
            at: reader.location(last.position)))
      }
      let folded =
        OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
      reader.readTopLevel(folded.statements, into: &program)
      program.imports.append(
        FileImports(start: base, path: file.name, modules: reader.imports))
      diagnostics += reader.diagnostics
      base += file.bytes.count + 1
    }
    return ProgramRead(program: program, diagnostics: diagnostics, bases: bases)
  }
}

/// One file's conversion from swift-syntax's tree to the program's syntax.
struct FileReader {
  let file: Int
  let base: Int
  let bytes: [UInt8]
  let converter: SourceLocationConverter
  let starts = TokenStarts()
  let scalars: ScalarCounts
  var diagnostics: [Diagnostic] = []
  /// This file's private types that another file's types share a name with, renamed
  /// (`FilePrivateTypes`).
  var renames: [String: String] = [:]
  /// The modules this file imports, in order (`import struct Foo.Bar` imports `Foo`).
  var imports: [String] = []

  init(file: Int, base: Int, bytes: [UInt8], converter: SourceLocationConverter) {
    self.file = file
    self.base = base
    self.bytes = bytes
    self.converter = converter
    scalars = ScalarCounts(bytes)
  }

  // MARK: - Locations

  /// A position as the project's locations count it: line, column in Unicode scalars, offset.
  func location(_ position: AbsolutePosition) -> ViewDSL.SourceLocation {
    let l = converter.location(for: position)
    let offset = min(position.utf8Offset, bytes.count)
    let lineStart = max(0, offset - (l.column - 1))
    let column = 1 + scalars.before(offset) - scalars.before(lineStart)
    return ViewDSL.SourceLocation(line: l.line, column: column, offset: base + offset)
  }

  func start(_ node: some SyntaxProtocol) -> ViewDSL.SourceLocation {
    location(starts.start(node))
  }

  func range(_ node: some SyntaxProtocol) -> ViewDSL.SourceRange {
    ViewDSL.SourceRange(
      start: location(starts.start(node)),
      end: location(node.endPositionBeforeTrailingTrivia))
  }

  // MARK: - Declarations

  mutating func readTopLevel(_ items: CodeBlockItemListSyntax, into program: inout ProgramSyntax) {
    for item in items {
      switch item.item {
      case .decl(let decl): readDeclaration(decl, prefix: "", into: &program)
      case .expr(let e):
        if let macro = e.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
          program.previews.append(preview(macro.arguments, macro.trailingClosure, at: macro))
        }
      default: break
      }
    }
  }

  mutating func readDeclaration(
    _ decl: DeclSyntax, prefix: String, into program: inout ProgramSyntax
  ) {
    if let s = decl.as(StructDeclSyntax.self) {
      readType(
        .structure, prefix + renamedTop(s.name.plainText, prefix), s.inheritanceClause,
        s.memberBlock, s,
        into: &program)
    } else if let c = decl.as(ClassDeclSyntax.self) {
      readType(
        .classType, prefix + renamedTop(c.name.plainText, prefix), c.inheritanceClause,
        c.memberBlock, c,
        into: &program)
    } else if let a = decl.as(ActorDeclSyntax.self) {
      readType(
        .classType, prefix + renamedTop(a.name.plainText, prefix), a.inheritanceClause,
        a.memberBlock, a,
        into: &program)
    } else if let e = decl.as(EnumDeclSyntax.self) {
      readType(
        .enumeration, prefix + renamedTop(e.name.plainText, prefix), e.inheritanceClause,
        e.memberBlock,
        e, into: &program)
    } else if let x = decl.as(ExtensionDeclSyntax.self) {
      let name = renamedType(x.extendedType)
      readType(.extensionType, name, x.inheritanceClause, x.memberBlock, x, into: &program)
    } else if let v = decl.as(VariableDeclSyntax.self), prefix.isEmpty {
      program.globals += properties(v)
    } else if let f = decl.as(FunctionDeclSyntax.self), prefix.isEmpty {
      program.functions.append(function(f))
    } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
      program.previews.append(preview(m.arguments, m.trailingClosure, at: m))
    } else if let p = decl.as(ProtocolDeclSyntax.self) {
      program.otherTypeNames.append(prefix + p.name.plainText)
    } else if let t = decl.as(TypeAliasDeclSyntax.self) {
      program.otherTypeNames.append(prefix + t.name.plainText)
    } else if let i = decl.as(ImportDeclSyntax.self), prefix.isEmpty,
      let module = i.path.first?.name.text
    {
      imports.append(module)
    } else if let config = decl.as(IfConfigDeclSyntax.self) {
      switch IfConfig.activeElements(config) {
      case .decls(let members)?:
        for member in members { readDeclaration(member.decl, prefix: prefix, into: &program) }
      case .statements(let items)?:
        for item in items {
          if case .decl(let d) = item.item { readDeclaration(d, prefix: prefix, into: &program) }
          if case .expr(let e) = item.item, let macro = e.as(MacroExpansionExprSyntax.self),
            macro.macroName.text == "Preview"
          {
            program.previews.append(preview(macro.arguments, macro.trailingClosure, at: macro))
          }
        }
      default: break
      }
    }
  }

  mutating func readType(
    _ kind: ViewDSL.TypeSyntax.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ node: some SyntaxProtocol, into program: inout ProgramSyntax
  ) {
    let inherited =
      inheritance?.inheritedTypes.map { renamedType($0.type) } ?? []
    var type = ViewDSL.TypeSyntax(
      kind: kind, name: name, inherited: inherited, location: start(node))
    var nested = ProgramSyntax()
    readMembers(members.members, into: &type, nested: &nested, prefix: name + ".")
    program.types.append(type)
    program.types += nested.types
    // A `PreviewProvider`'s `previews` is a preview named after the provider.
    if inherited.contains("PreviewProvider"),
      let previews = type.properties.first(where: { $0.name == "previews" && $0.isStatic }),
      let body = previews.getter
    {
      program.previews.append(
        PreviewSyntax(name: name, provider: name, body: body, file: file, location: start(node)))
    }
  }

  mutating func readMembers(
    _ list: MemberBlockItemListSyntax, into type: inout ViewDSL.TypeSyntax,
    nested: inout ProgramSyntax,
    prefix: String
  ) {
    for item in list {
      let decl = item.decl
      if let v = decl.as(VariableDeclSyntax.self) {
        type.properties += properties(v)
        type.functions += propertySetters(v)
      } else if let f = decl.as(FunctionDeclSyntax.self) {
        type.functions.append(function(f))
      } else if let s = decl.as(SubscriptDeclSyntax.self), let getter = subscriptGetter(s) {
        type.functions.append(getter)
        if let setter = subscriptSetter(s, getter) { type.functions.append(setter) }
      } else if let i = decl.as(InitializerDeclSyntax.self) {
        type.initializers.append(
          InitializerSyntax(
            parameters: parameters(i.signature.parameterClause.parameters),
            body: i.body.map { statements($0.statements) } ?? [], location: start(i)))
      } else if let c = decl.as(EnumCaseDeclSyntax.self) {
        for element in c.elements {
          let payload =
            element.parameterClause?.parameters.enumerated().map { i, p in
              ParameterSyntax(
                label: p.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
                name: p.secondName?.plainText ?? p.firstName?.plainText ?? "_\(i)",
                type: renamedType(p.type), defaultValue: p.defaultValue.map { expr($0.value) }
              )
            } ?? []
          type.cases.append(
            EnumCaseSyntax(
              name: element.name.plainText, payload: payload,
              rawValue: element.rawValue.map { expr($0.value) }))
        }
      } else if let config = decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let members)? = IfConfig.activeElements(config) {
          readMembers(members, into: &type, nested: &nested, prefix: prefix)
        }
      } else {
        readDeclaration(decl, prefix: prefix, into: &nested)
      }
    }
  }

  mutating func properties(_ v: VariableDeclSyntax) -> [PropertySyntax] {
    let isStatic = v.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
    var wrapper: String?
    var wrapperArguments: [ArgumentSyntax] = []
    var isViewBuilder = false
    for case .attribute(let attribute) in v.attributes {
      let name = attributeName(attribute)
      if name == "ViewBuilder" {
        isViewBuilder = true
      } else if !["MainActor", "objc", "available", "discardableResult"].contains(name) {
        wrapper = name
        if case .argumentList(let list)? = attribute.arguments {
          wrapperArguments = arguments(list)
        }
      }
    }
    let scope = fileScope(v.modifiers)
    var result: [PropertySyntax] = []
    for binding in v.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else {
        continue
      }
      let type = binding.typeAnnotation.map { renamedType($0.type) }
      var getter: [StatementSyntax]?
      switch binding.accessorBlock?.accessors {
      case .getter(let items)?: getter = statements(items)
      case .accessors(let accessors)?:
        if let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
          getter = get.body.map { statements($0.statements) } ?? []
        }
      case nil: break
      }
      var property = PropertySyntax(
        name: name, isStatic: isStatic, isLet: isLet, wrapper: wrapper,
        wrapperArguments: wrapperArguments, type: type,
        initial: binding.initializer.map { expr($0.value) }, getter: getter,
        isViewBuilder: isViewBuilder || (type.map(Self.isViewType) ?? false),
        location: start(binding))
      property.fileScope = scope
      result.append(property)
    }
    return result
  }

  static func isViewType(_ type: String) -> Bool {
    type.hasSuffix("View") || type == "Content" || type.hasPrefix("some View")
  }

  func attributeName(_ attribute: AttributeSyntax) -> String {
    var name = attribute.attributeName.trimmedDescription
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    return name
  }

  mutating func function(_ f: FunctionDeclSyntax) -> FunctionSyntax {
    let isStatic = f.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    var isViewBuilder =
      f.signature.returnClause.map { Self.isViewType($0.type.trimmedDescription) } ?? false
    for case .attribute(let attribute) in f.attributes
    where attributeName(attribute) == "ViewBuilder" {
      isViewBuilder = true
    }
    var function = FunctionSyntax(
      name: f.name.plainText, isStatic: isStatic,
      parameters: parameters(f.signature.parameterClause.parameters),
      body: f.body.map { statements($0.statements) } ?? [], isViewBuilder: isViewBuilder,
      location: start(f))
    function.fileScope = fileScope(f.modifiers)
    function.returnType = f.signature.returnClause.map { renamedType($0.type) }
    return function
  }

  /// A subscript's getter as a method named `subscript` (`donut.flavors[flavor]`). Its
  /// parameters have no argument labels unless it writes one (`subscript(at index: Int)`).
  mutating func subscriptGetter(_ s: SubscriptDeclSyntax) -> FunctionSyntax? {
    var body: [StatementSyntax]?
    switch s.accessorBlock?.accessors {
    case .getter(let items)?:
      body = statements(items)
    case .accessors(let accessors)?:
      if let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
        body = get.body.map { statements($0.statements) }
      }
    case nil:
      break
    }
    guard let body else { return nil }
    let parameters = s.parameterClause.parameters.map { p in
      ParameterSyntax(
        label: p.secondName == nil || p.firstName.plainText == "_" ? nil : p.firstName.plainText,
        name: p.secondName?.plainText ?? p.firstName.plainText, type: renamedType(p.type),
        defaultValue: p.defaultValue.map { expr($0.value) })
    }
    let isStatic = s.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    return FunctionSyntax(
      name: "subscript", isStatic: isStatic, parameters: parameters, body: body,
      isViewBuilder: false, location: start(s))
  }

  /// A subscript's `set` accessor as a method named `subscript.set`: the subscript's
  /// parameters, then the new value under the name the accessor gives it (`newValue` unless
  /// written), labelled `$newValue`.
  mutating func subscriptSetter(_ s: SubscriptDeclSyntax, _ getter: FunctionSyntax)
    -> FunctionSyntax?
  {
    guard case .accessors(let accessors)? = s.accessorBlock?.accessors,
      let set = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
      let body = set.body
    else { return nil }
    let name = set.parameters?.name.plainText ?? "newValue"
    var setter = getter
    setter.name = "subscript.set"
    setter.parameters.append(ParameterSyntax(label: "$newValue", name: name, type: nil))
    setter.body = statements(body.statements)
    setter.location = start(set)
    return setter
  }

  /// A computed property's `set` accessor as a method named `set.NAME` with the new value, of
  /// the property's type, under the name the accessor gives it (`newValue` unless written),
  /// labelled `$newValue`.
  mutating func propertySetters(_ v: VariableDeclSyntax) -> [FunctionSyntax] {
    let isStatic = v.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    return v.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText,
        case .accessors(let accessors)? = binding.accessorBlock?.accessors,
        let set = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
        let body = set.body
      else { return nil }
      let value = set.parameters?.name.plainText ?? "newValue"
      // Of the property's type: `.fantasy` given for a `Genre` is `Genre.fantasy`.
      let type = binding.typeAnnotation.map { renamedType($0.type) }
      return FunctionSyntax(
        name: "set." + name, isStatic: isStatic,
        parameters: [ParameterSyntax(label: "$newValue", name: value, type: type)],
        body: statements(body.statements), isViewBuilder: false, location: start(set))
    }
  }

  mutating func parameters(_ list: FunctionParameterListSyntax) -> [ParameterSyntax] {
    list.map { p in
      ParameterSyntax(
        label: p.firstName.plainText == "_" ? nil : p.firstName.plainText,
        name: p.secondName?.plainText ?? p.firstName.plainText, type: renamedType(p.type),
        defaultValue: p.defaultValue.map { expr($0.value) })
    }
  }

  mutating func preview(
    _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: some SyntaxProtocol
  ) -> PreviewSyntax {
    var name: String?
    if let first = arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    {
      name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    // `traits:` labels the first of a variadic list: the arguments after it are traits too.
    var traits: [ViewDSL.ExprSyntax] = []
    var inTraits = false
    for argument in arguments {
      if let label = argument.label { inTraits = label.text == "traits" }
      if inTraits { traits.append(expr(argument.expression)) }
    }
    return PreviewSyntax(
      name: name, body: closure.map { statements($0.statements) } ?? [], traits: traits,
      file: file, location: start(node))
  }
}
