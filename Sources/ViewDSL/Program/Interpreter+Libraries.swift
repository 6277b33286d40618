/// Names the files given do not declare and that are not Apple's: they may come from a library
/// the app imports (`import SwiftUIFlux`), whose code layoutc cannot read. A view whose `body`
/// comes from such a library's protocol extension, or an object of such a type, is an error
/// that says so where it is made, rather than a wrong guess of what went missing.
extension Interpreter {
  /// The modules the file at `offset` imports that are not Apple's, in the order written.
  func libraryModules(at offset: Int) -> [String] {
    guard let file = index.imports.last(where: { $0.start <= offset }) else { return [] }
    var seen: Set<String> = []
    return file.modules.filter { !AppleNames.modules.contains($0) && seen.insert($0).inserted }
  }

  /// Whether `type` is the Apple type of that name in the file at `offset`: a type of a module
  /// the file imports by name (`Logger` under `import OSLog`), not one a library may declare.
  /// The app may extend it (`extension Logger`), not declare it.
  func isImportedAppleType(_ type: String, at offset: Int) -> Bool {
    guard index.type(type)?.location == nil, !index.otherTypeNames.contains(type),
      let modules = AppleNames.typeModules[type],
      let file = index.imports.last(where: { $0.start <= offset })
    else { return false }
    return file.modules.contains(where: modules.contains)
  }

  /// Whether the files declare a type, protocol or type alias of this name.
  func isDeclared(_ name: String) -> Bool {
    index.type(name) != nil || index.otherTypeNames.contains(name)
  }

  /// Why a type used as a view cannot be laid out, when it has no `body` of its own and
  /// conforms to a protocol none of the files declares (`struct Home: ConnectedView`, whose
  /// `body` a library's protocol extension provides); nil otherwise.
  func bodyNotInFiles(_ type: String) -> DiagnosticMessage? {
    guard let info = index.type(type), info.computed["body"] == nil else { return nil }
    let undeclared = info.inherited.filter { name in
      let base = Self.genericBase(name)
      if let dot = base.lastIndex(of: "."), AppleNames.modules.contains(String(base[..<dot])) {
        return false  // `SwiftUI.View`
      }
      return !isDeclared(base) && !AppleNames.inheritable.contains(base)
    }
    guard !undeclared.isEmpty else { return nil }
    return .bodyNotInFiles(
      info.writtenName, conformances: undeclared,
      modules: libraryModules(at: info.location?.offset ?? 0))
  }

  /// An error for a value that is not a view, or that has no such member, naming a missing
  /// `body` when that is why (`bodyNotInFiles`).
  func notAView(_ value: ProgramValue) -> DiagnosticMessage? {
    if case .swiftUI(let e) = value { return undeclaredView(e) }
    guard case .instance(let type, _) = value else { return nil }
    return bodyNotInFiles(type)
  }

  /// `ActivityIndicatorView(…)` (with any modifiers) where a view is expected, of a type no
  /// file declares and SwiftUI does not have: a package's view, whose body is not given.
  private func undeclaredView(_ e: ExprSyntax) -> DiagnosticMessage? {
    var root = e
    while case .call(let callee, _, _) = root.kind {
      if case .member(let base, _) = callee.kind { root = base } else { root = callee }
    }
    guard case .identifier(let type) = root.kind, type.first?.isUppercase == true,
      !isDeclared(type), !isViewName(type)
    else { return nil }
    if let framework = OtherFrameworks.views[type] {
      return .viewFromOtherFramework(type, framework: framework)
    }
    return .viewNotInFiles(type, modules: libraryModules(at: root.range.start.offset))
  }

  /// An object put in the environment whose type no file declares
  /// (`.environmentObject(Store<AppState>(…))`): a value a preview cannot know, reported at
  /// the initializer call if a view reads it. Nil for any other value.
  func objectOfUndeclaredType(_ value: ProgramValue) -> (type: String, value: ProgramValue)? {
    guard case .swiftUI(let e) = value, case .call(let callee, _, _) = e.kind,
      case .identifier(let type) = callee.kind, !isDeclared(type), !isViewName(type),
      !AppleNames.inheritable.contains(type)
    else { return nil }
    let message = DiagnosticMessage.typeNotInFiles(
      type, modules: libraryModules(at: e.range.start.offset))
    return (type, unknown(message, at: e.range.start))
  }

  /// The value of `@EnvironmentObject var x: T` (or `@Environment(T.self)`) when no enclosing
  /// view gave one: a type no file declares cannot be made by the preview either.
  func missingObject(_ type: String, at location: SourceLocation) -> ProgramValue {
    let base = Self.genericBase(type)
    if !isDeclared(base), !AppleNames.inheritable.contains(base) {
      return unknown(
        .typeNotInFiles(base, modules: libraryModules(at: location.offset)), at: location)
    }
    return unknown(.missingEnvironmentObject(type), at: location)
  }
}
