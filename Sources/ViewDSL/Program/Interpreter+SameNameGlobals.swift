/// A top-level value that several files declare, none of them privately: a folder of two
/// targets (an app and its tvOS app, each with `let sampleStore`) compiles each target on its
/// own, so each file sees its target's. layoutc does not read targets: the declaration whose
/// file shares the most folders with the reading file's path stands for its target's. Where
/// none shares more than the others, the value is an error naming the files, never one picked
/// silently. (A file's own `private let` comes first: `ProgramIndex+FileScope`.)
extension Interpreter {
  /// The value of the top-level `name` read at `location`; nil when no file declares it.
  func global(_ name: String, readAt location: SourceLocation) -> ProgramValue? {
    guard let declarations = index.sameNameGlobals[name],
      ProgramIndex.visible(index.fileScopedGlobals[name], from: location.offset) == nil
    else {
      return index.global(name, from: location.offset).map(globalValue)
    }
    let reader = folders(at: location.offset)
    let shared = declarations.map { declaration in
      zip(reader, folders(at: declaration.location.offset)).prefix { $0 == $1 }.count
    }
    let most = shared.max() ?? 0
    let nearest = declarations.indices.filter { shared[$0] == most }
    if nearest.count == 1 { return globalValue(declarations[nearest[0]]) }
    let files = nearest.map { file(at: declarations[$0].location.offset)?.path ?? "?" }
    return unknown(.sameNameGlobal(name, files: files), at: location)
  }

  /// The file that holds an offset (`FileImports`), if the reader recorded it.
  private func file(at offset: Int) -> FileImports? {
    index.imports.last { $0.start <= offset }
  }

  /// The folders of the path of the file that holds an offset, outermost first.
  private func folders(at offset: Int) -> [Substring] {
    (file(at: offset)?.path.split(separator: "/").dropLast()).map(Array.init) ?? []
  }
}
