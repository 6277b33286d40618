/// The views of the tree builder's open view frames, each followed by the children read under
/// it so far, in order: when a view's frame closes, its children move out of here into one
/// array of their exact count, and the view itself stays as its parent's next child (or leaves,
/// for a parent that is not a view). The builder changes a view in place here (`subscript`).
///
/// Appended one by one to the parent's `children`, a row of three views grew its array three
/// times (capacity 1, 2, 4: an allocation and a move each, about 400 instructions a view of
/// the wide benchmark file) and kept room for a fourth.
typealias PendingViews = InPlaceStack<ViewSyntax>
