/// A Swift program read from its files by a front end: the program, the front end's errors,
/// and the offset each file's locations start at (so a location alone names its file).
public struct ProgramRead: Sendable {
  public var program: ProgramSyntax
  public var diagnostics: [Diagnostic]
  public var bases: [Int]

  public init(program: ProgramSyntax, diagnostics: [Diagnostic], bases: [Int]) {
    self.program = program
    self.diagnostics = diagnostics
    self.bases = bases
  }
}

/// Reads `.swift` files into a program (`SwiftFrontEnd`'s reader, given to runs that take
/// Swift input).
public typealias ProgramReader = @Sendable ([SourceFile]) -> ProgramRead
