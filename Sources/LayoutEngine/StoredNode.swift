/// How the tree stores a node for the engine: `LayoutNodeKind` with no references and at most
/// 64 bytes of payload, so that a pass switching on a node copies a few words and retains
/// nothing (switching on `LayoutNodeKind` copied 131 bytes through an outlined copy that
/// retained the text, closure and container payloads: a fifth of the layout time). Payloads
/// that hold references or are large live in the tree's side tables (`LayoutTree.texts`, …);
/// their cases carry the index.
struct StoredNode: Sendable {
  var kind: StoredKind
  var firstChild: Int32
  var childCount: Int32
}

/// `LayoutNodeKind`, case for case; see `StoredNode`.
enum StoredKind: Sendable {
  case shape
  case circle
  case spacer(SpacerLayout)
  case divider(DividerLayout)
  /// An index into `LayoutTree.images`.
  case image(Int32)
  case empty
  /// An index into `LayoutTree.texts`.
  case text(Int32)
  case stack(StackLayout)
  case zstack(ZStackLayout)
  case geometryReader
  case secondaryLayer(SecondaryLayerLayout)
  /// An index into `LayoutTree.containers`.
  case container(Int32)
  case grid(GridLayout)
  case gridRow(GridRowLayout)
  case frame(FrameLayout)
  /// An index into `LayoutTree.flexFrames`.
  case flexFrame(Int32)
  case padding(PaddingLayout)
  case fixedSize(FixedSizeLayout)
  case layoutPriority(LayoutPriorityLayout)
  case offset(OffsetLayout)
  case position(PositionLayout)
  /// An index into `LayoutTree.alignmentGuides`.
  case alignmentGuide(Int32)
  case aspectRatio(AspectRatioLayout)
  case gridCell(GridCellLayout)
  case layoutDirection(LayoutDirectionLayout)
  case scrollView(ScrollViewLayout)
  case viewThatFits(ViewThatFitsLayout)
  case ignoresSafeArea(IgnoresSafeAreaLayout)
  case safeAreaPadding(SafeAreaPaddingLayout)
  case safeAreaInset(SafeAreaInsetLayout)
  /// An index into `LayoutTree.relativeFrames`.
  case containerRelativeFrame(Int32)
}

extension LayoutTree {
  /// Stores a kind, its large or referencing payload in a side table.
  mutating func store(_ kind: LayoutNodeKind) -> StoredKind {
    func index<T>(_ value: T, _ table: inout [T]) -> Int32 {
      table.append(value)
      return Int32(table.count - 1)
    }
    switch kind {
    case .shape: return .shape
    case .circle: return .circle
    case .spacer(let l): return .spacer(l)
    case .divider(let l): return .divider(l)
    case .image(let l): return .image(index(l, &images))
    case .empty: return .empty
    case .text(let l): return .text(index(l, &texts))
    case .stack(let l): return .stack(l)
    case .zstack(let l): return .zstack(l)
    case .geometryReader: return .geometryReader
    case .secondaryLayer(let l): return .secondaryLayer(l)
    case .container(let l): return .container(index(l, &containers))
    case .grid(let l): return .grid(l)
    case .gridRow(let l): return .gridRow(l)
    case .frame(let l): return .frame(l)
    case .flexFrame(let l): return .flexFrame(index(l, &flexFrames))
    case .padding(let l): return .padding(l)
    case .fixedSize(let l): return .fixedSize(l)
    case .layoutPriority(let l): return .layoutPriority(l)
    case .offset(let l): return .offset(l)
    case .position(let l): return .position(l)
    case .alignmentGuide(let l): return .alignmentGuide(index(l, &alignmentGuides))
    case .aspectRatio(let l): return .aspectRatio(l)
    case .gridCell(let l): return .gridCell(l)
    case .layoutDirection(let l): return .layoutDirection(l)
    case .scrollView(let l): return .scrollView(l)
    case .viewThatFits(let l): return .viewThatFits(l)
    case .ignoresSafeArea(let l): return .ignoresSafeArea(l)
    case .safeAreaPadding(let l): return .safeAreaPadding(l)
    case .safeAreaInset(let l): return .safeAreaInset(l)
    case .containerRelativeFrame(let l): return .containerRelativeFrame(index(l, &relativeFrames))
    }
  }

  /// A node's kind as the public `LayoutNodeKind`, its payload read back from the side table.
  func kind(of node: Int) -> LayoutNodeKind {
    switch stored[node].kind {
    case .shape: return .shape
    case .circle: return .circle
    case .spacer(let l): return .spacer(l)
    case .divider(let l): return .divider(l)
    case .image(let i): return .image(images[Int(i)])
    case .empty: return .empty
    case .text(let i): return .text(texts[Int(i)])
    case .stack(let l): return .stack(l)
    case .zstack(let l): return .zstack(l)
    case .geometryReader: return .geometryReader
    case .secondaryLayer(let l): return .secondaryLayer(l)
    case .container(let i): return .container(containers[Int(i)])
    case .grid(let l): return .grid(l)
    case .gridRow(let l): return .gridRow(l)
    case .frame(let l): return .frame(l)
    case .flexFrame(let i): return .flexFrame(flexFrames[Int(i)])
    case .padding(let l): return .padding(l)
    case .fixedSize(let l): return .fixedSize(l)
    case .layoutPriority(let l): return .layoutPriority(l)
    case .offset(let l): return .offset(l)
    case .position(let l): return .position(l)
    case .alignmentGuide(let i): return .alignmentGuide(alignmentGuides[Int(i)])
    case .aspectRatio(let l): return .aspectRatio(l)
    case .gridCell(let l): return .gridCell(l)
    case .layoutDirection(let l): return .layoutDirection(l)
    case .scrollView(let l): return .scrollView(l)
    case .viewThatFits(let l): return .viewThatFits(l)
    case .ignoresSafeArea(let l): return .ignoresSafeArea(l)
    case .safeAreaPadding(let l): return .safeAreaPadding(l)
    case .safeAreaInset(let l): return .safeAreaInset(l)
    case .containerRelativeFrame(let i): return .containerRelativeFrame(relativeFrames[Int(i)])
    }
  }
}

/// `LayoutTree.nodes`: every node as a `LayoutNode`, read back from the stored form (for
/// output, tests and tools; the engine reads `LayoutTree.stored`).
public struct LayoutNodes: RandomAccessCollection, Sendable {
  let tree: LayoutTree

  public var startIndex: Int { 0 }
  public var endIndex: Int { tree.stored.count }

  public subscript(i: Int) -> LayoutNode {
    let n = tree.stored[i]
    return LayoutNode(kind: tree.kind(of: i), firstChild: n.firstChild, childCount: n.childCount)
  }
}
