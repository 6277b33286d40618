/// `private` and `fileprivate` declarations are seen only in their file, as Swift sees them:
/// `extension Font { private static let footnote = 13.0 }` in one file leaves `.footnote` in
/// another SwiftUI's font, and two files' `private let spacing` are each their own. A name is
/// looked up from the offset of the expression that writes it, which says which file that is.
/// (File-private types are renamed per file by the Swift front end instead; members are found
/// through lookups that know the locals and parameters that may share their names.)
extension ProgramIndex {
  /// The overloads of a function visible from `offset`; nil when none is.
  static func visible(_ functions: [FunctionSyntax]?, from offset: Int) -> [FunctionSyntax]? {
    guard let functions else { return nil }
    if functions.allSatisfy({ $0.fileScope == nil }) { return functions }
    let visible = functions.filter { $0.fileScope?.contains(offset) ?? true }
    return visible.isEmpty ? nil : visible
  }

  /// A top-level `let` or `var` as seen from `offset`: the file's own private one first.
  func global(_ name: String, from offset: Int) -> PropertySyntax? {
    Self.visible(fileScopedGlobals[name], from: offset) ?? globals[name]
  }

  /// The top-level functions of a name seen from `offset`.
  func functions(_ name: String, from offset: Int) -> [FunctionSyntax]? {
    Self.visible(functions[name], from: offset)
  }

  static func visible(_ properties: [PropertySyntax]?, from offset: Int) -> PropertySyntax? {
    properties?.last { $0.fileScope?.contains(offset) ?? true }
  }
}

extension ProgramIndex.TypeInfo {
  /// A static property seen from `offset`: the file's own private one first.
  func staticProperty(_ name: String, from offset: Int) -> PropertySyntax? {
    ProgramIndex.visible(fileScopedStatics[name], from: offset) ?? statics[name]
  }

  /// A computed property seen from `offset`: the file's own private one first.
  func computedProperty(_ name: String, from offset: Int) -> PropertySyntax? {
    ProgramIndex.visible(fileScopedComputed[name], from: offset) ?? computed[name]
  }

  func staticMethods(_ name: String, from offset: Int) -> [FunctionSyntax]? {
    ProgramIndex.visible(staticMethods[name], from: offset)
  }

  func methods(_ name: String, from offset: Int) -> [FunctionSyntax]? {
    ProgramIndex.visible(methods[name], from: offset)
  }
}

extension PropertySyntax {
  /// Whether Swift's type inference makes the property a plain number, string or boolean
  /// (`static let footnote = 13.0`, `: CGFloat`): such a static of `extension Font` is never
  /// the `.footnote` written where a font is expected.
  var isPlainValue: Bool {
    if let type {
      return ["Double", "CGFloat", "Float", "Int", "String", "Bool"].contains(type)
    }
    switch initial?.kind {
    case .number?, .integer?, .string?, .bool?: return true
    default: return false
    }
  }
}
