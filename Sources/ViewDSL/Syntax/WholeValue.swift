/// A stored property of no bytes that gives a syntax type's memberwise initializer a name of its
/// own, so that the public initializer, which has the fields' names, can call it.
///
/// An initializer that sets a large struct's fields one by one builds it in a stack slot and
/// returns a copy, then releases the slot: the optimizer leaves the copy and the release in
/// every caller (150 to 310 instructions a modifier or argument the parser makes). The
/// memberwise initializer builds the value whole, and a caller moves it into place. `ViewSyntax`
/// and `ExprSyntax` need no marker: their memberwise initializers' names already differ.
struct WholeValue: Sendable {}
