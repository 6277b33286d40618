/// `GeometryReader { proxy in … }`.
/// Child sizing: each child is proposed the reader's size and put at its top-leading corner.
/// Own size: the whole proposal, 10 for an unspecified length (§5.7).
enum GeometryReaderLayout {
  static func sizeThatFits(_ p: ProposedSize) -> Size {
    p.replacingUnspecifiedDimensions()
  }
}
