/// Moving views out of the syntax tree as the lowering reaches them, so that each subtree's
/// syntax (its arrays of views, modifiers and arguments) is freed once it has been lowered,
/// instead of the whole file's syntax staying alive beside the engine tree being built.
///
/// The lowering owns the tree it is given (`compile` hands the parsed file over with
/// `consume`): a view's children are swapped out of the view (`takeChildren`), then each child
/// out of that array (`take`), leaving an empty view behind. An empty view holds no
/// allocation, so the array keeps only its own buffer until the whole list has been lowered.
/// When an array is shared (a caller still holds the view), the first `take` copies it, as any
/// write to a shared array does: the result is the same, only the memory is not freed early.
extension ViewSyntax {
  /// A view with no name, arguments, modifiers or children: what a taken view leaves behind.
  static var taken: ViewSyntax {
    let nowhere = SourceLocation(line: 0, column: 0, offset: 0)
    return ViewSyntax(name: "", nameRange: SourceRange(start: nowhere, end: nowhere))
  }

  /// The children, moved out of the view (which is left with none).
  mutating func takeChildren() -> [ViewSyntax] {
    var children: [ViewSyntax] = []
    swap(&children, &self.children)
    return children
  }
}

extension Array where Element == ViewSyntax {
  /// The view at `index`, moved out of the array and replaced by an empty view.
  mutating func take(_ index: Int) -> ViewSyntax {
    var view = ViewSyntax.taken
    swap(&view, &self[index])
    return view
  }
}
