import SwiftSyntax

/// `private struct Header: View` in two files: Swift keeps each to its own file, but the
/// program's index has one namespace for types, where the last `Header` read won and every
/// file laid out that one. So a top-level `private` or `fileprivate` type whose name another
/// file declares too is renamed in its own file, `Header@RowView` after the file's name: its
/// declaration, its extensions and every reference to it there.
enum FilePrivateTypes {
  /// For each file, its colliding file-private type names and what they become.
  static func renames(_ trees: [SourceFileSyntax], fileNames: [String]) -> [[String: String]] {
    let declared = trees.map(topLevelTypes)
    var files: [String: Int] = [:]
    for types in declared {
      for name in types.keys { files[name, default: 0] += 1 }
    }
    var taken: Set<String> = []
    return declared.enumerated().map { i, types in
      var renames: [String: String] = [:]
      for (name, isPrivate) in types.sorted(by: { $0.key < $1.key })
      where isPrivate && files[name, default: 0] > 1 {
        var renamed = name + "@" + stem(fileNames[i])
        if !taken.insert(renamed).inserted {
          renamed += "\(i)"
          taken.insert(renamed)
        }
        renames[name] = renamed
      }
      return renames
    }
  }

  /// A file's top-level type declarations: name, and whether it is file-private.
  private static func topLevelTypes(_ tree: SourceFileSyntax) -> [String: Bool] {
    var types: [String: Bool] = [:]
    for item in tree.statements {
      guard case .decl(let decl) = item.item else { continue }
      let declaration: (name: TokenSyntax, modifiers: DeclModifierListSyntax)? =
        if let s = decl.as(StructDeclSyntax.self) {
          (s.name, s.modifiers)
        } else if let c = decl.as(ClassDeclSyntax.self) {
          (c.name, c.modifiers)
        } else if let e = decl.as(EnumDeclSyntax.self) {
          (e.name, e.modifiers)
        } else if let a = decl.as(ActorDeclSyntax.self) {
          (a.name, a.modifiers)
        } else {
          nil
        }
      guard let declaration else { continue }
      let isPrivate = declaration.modifiers.contains {
        $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
      }
      types[declaration.name.plainText] = (types[declaration.name.plainText] ?? true) && isPrivate
    }
    return types
  }

  /// `Views/RowView.swift` → `RowView`.
  private static func stem(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    return String(base.map { $0 == "." ? "_" : $0 })
  }
}

extension FileReader {
  /// A type written with the module of one of this file's imports (`Backend.Category`,
  /// `[SwiftUI.Color]`) as the index names it (`Category`): a package's sources given with
  /// the app's declare their types unqualified.
  func withoutModules(_ text: String) -> String {
    guard !imports.isEmpty, text.contains(".") else { return text }
    var result = ""
    var word = ""
    var previous: Character = " "
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      // A module is a whole word not after a dot, followed by one.
      let isModule = character == "." && previous != "." && imports.contains(word)
      if !isModule { result += word + String(character) }
      word = ""
      previous = character
    }
    return String(result.dropLast())
  }

  /// Whether `name` is a module this file imports (`Backend` in `Backend.Category`).
  func isImportedModule(_ name: String) -> Bool { imports.contains(name) }

  /// A name as the index knows it: this file's renamed private type, else as written.
  func renamed(_ name: String) -> String { renames[name] ?? name }

  /// A type as written (`[Header]`, `Header?`, `Header.Style`) with this file's renamed
  /// private types in it: whole names only, and not after a dot (a nested `Other.Header`).
  func renamedType(_ type: some SyntaxProtocol) -> String {
    let text = withoutModules(type.trimmedDescription)
    guard !renames.isEmpty else { return text }
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      result += previous == "." ? word : renamed(word)
      word = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if !word.isEmpty { flush() }
        previous = character
        result.append(character)
      }
    }
    if !word.isEmpty { flush() }
    return result
  }
}

extension FileReader {
  /// A type declaration's name: renamed at the top level only (`prefix` empty); a nested
  /// type's enclosing name carries the renaming.
  func renamedTop(_ name: String, _ prefix: String) -> String {
    prefix.isEmpty ? renamed(name) : name
  }
}

extension FileReader {
  /// This file's offsets for a `private` or `fileprivate` member or top-level declaration,
  /// which Swift sees only in its file (`ProgramIndex+FileScope.swift`); nil for any other
  /// (`private(set)` included: every file reads it).
  func fileScope(_ modifiers: DeclModifierListSyntax) -> Range<Int>? {
    let isFilePrivate = modifiers.contains {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
        && $0.detail == nil
    }
    return isFilePrivate ? base..<(base + bytes.count + 1) : nil
  }
}
