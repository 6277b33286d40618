import LayoutEngine

/// The fields of a `ViewSyntax` that most views leave empty (a trailing closure, a block's
/// opening and parameters' range, labelled closures, a display name, a statement), in one
/// shared box that is nil until one is set.
///
/// A view line of a large file sets none of them: inline they were most of a `ViewSyntax`'s
/// bytes, copied, retained and released with every copy of the view between the parser, the
/// tree builder and the lowering. Boxed, a view is 104 bytes (`SyntaxSizeTests`) and copies one
/// optional reference. The box is copied on write (`ViewSyntax.rare`), so views stay values.
struct RareViewFields: Sendable {
  var trailingClosure: ClosureSyntax?
  var blockParametersRange: SourceRange?
  var blockOpening: SourceLocation?
  var labelledClosures: [LabelledClosureSyntax] = []
  var displayName: String?
  var statement: ViewStatement?
  /// The app's own `Layout` this view's container runs (`AppLayout`).
  var appLayout: (any ContainerLayout)?
  /// The key of a `GeometryReader` whose content waits for its size (`deferredReaders`).
  var readerKey: String?
}

/// The box of `RareViewFields`; mutated only while uniquely referenced (`ViewSyntax.rare`).
final class RareViewFieldsBox: @unchecked Sendable {
  var fields: RareViewFields

  init(_ fields: RareViewFields) {
    self.fields = fields
  }
}

extension ViewSyntax {
  /// The rare fields, read from the box or written into a box of this view's own.
  var rare: RareViewFields {
    get { rareBox?.fields ?? RareViewFields() }
    _modify {
      if rareBox == nil {
        rareBox = RareViewFieldsBox(RareViewFields())
      } else if !isKnownUniquelyReferenced(&rareBox!) {
        rareBox = RareViewFieldsBox(rareBox!.fields)
      }
      yield &rareBox!.fields
    }
  }

  /// A closure written after the view's name on its line (`Button("OK") { }`).
  public var trailingClosure: ClosureSyntax? {
    get { rareBox?.fields.trailingClosure }
    set { if newValue != nil || rareBox != nil { rare.trailingClosure = newValue } }
  }

  /// The closure that binds `blockParameters` when the interpreter made the view (nil in a
  /// `.view` tree): each use of a parameter carries this range, which tells two readers'
  /// proxies apart when they share a name (a component's reader inside another reader).
  public var blockParametersRange: SourceRange? {
    get { rareBox?.fields.blockParametersRange }
    set { if newValue != nil || rareBox != nil { rare.blockParametersRange = newValue } }
  }

  /// Where the view's `{` block opened on a line of its own (`Button("Go") {` … `}`), if it did.
  public var blockOpening: SourceLocation? {
    get { rareBox?.fields.blockOpening }
    set { if newValue != nil || rareBox != nil { rare.blockOpening = newValue } }
  }

  /// Further trailing closures after the first (`Button { } label: { … }`), in order.
  public var labelledClosures: [LabelledClosureSyntax] {
    get { rareBox?.fields.labelledClosures ?? [] }
    _modify { yield &rare.labelledClosures }
  }

  /// The app's type the view stands for in the output (a custom `Shape` laid out as a
  /// `Rectangle` is shown as `Arrow`).
  public var displayName: String? {
    get { rareBox?.fields.displayName }
    set { if newValue != nil || rareBox != nil { rare.displayName = newValue } }
  }

  /// The app's own `Layout` that lays out this view's children (`AppLayout`); nil for every
  /// view of SwiftUI's.
  var appLayout: (any ContainerLayout)? {
    get { rareBox?.fields.appLayout }
    set { if newValue != nil || rareBox != nil { rare.appLayout = newValue } }
  }

  /// A `GeometryReader` laid out empty until its size is known (`CompileResult.deferredReaders`).
  var readerKey: String? {
    get { rareBox?.fields.readerKey }
    set { if newValue != nil || rareBox != nil { rare.readerKey = newValue } }
  }

  /// A statement line (`if`, `switch`, `case`, `let`) rather than a view; `name` is its keyword.
  public var statement: ViewStatement? {
    get { rareBox?.fields.statement }
    set { if newValue != nil || rareBox != nil { rare.statement = newValue } }
  }
}
