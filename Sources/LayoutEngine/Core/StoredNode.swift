/// How the tree stores a node for the engine: `LayoutNodeKind` with no references and at most
/// 44 bytes of payload (56 bytes a node), so that a pass switching on a node copies a few words
/// and retains nothing (switching on `LayoutNodeKind` copied 131 bytes through an outlined copy
/// that retained the text, closure and container payloads: a fifth of the layout time). Payloads
/// that hold references or are large live in the tree's side tables (`LayoutTree.texts`, …);
/// their cases carry the index.
struct StoredNode: Sendable {
  var kind: StoredKind
  var firstChild: Int32
  var childCount: Int32
}

/// `LayoutNodeKind` as the tree stores it: the seven large or referencing payloads replaced by
/// their index in `LayoutTree.texts`, `.images`, `.containers`, `.flexFrames`,
/// `.alignmentGuides`, `.relativeFrames` and `.geometryFrames`.
typealias StoredKind = NodeKind<Int32, Int32, Int32, Int32, Int32, Int32, Int32>

extension NodeKind {
  /// The same case with the seven type-parameter payloads converted; every other payload as
  /// it is.
  func map<T, I, C, F, G, R, P>(
    text: (Text) -> T, image: (Image) -> I, container: (Container) -> C,
    flexFrame: (FlexFrame) -> F, guide: (Guide) -> G, relativeFrame: (RelativeFrame) -> R,
    geometryFrame: (GeometryFrame) -> P
  ) -> NodeKind<T, I, C, F, G, R, P> {
    switch self {
    case .shape: return .shape
    case .circle: return .circle
    case .spacer(let l): return .spacer(l)
    case .divider(let l): return .divider(l)
    case .image(let l): return .image(image(l))
    case .empty: return .empty
    case .text(let l): return .text(text(l))
    case .stack(let l): return .stack(l)
    case .zstack(let l): return .zstack(l)
    case .geometryReader: return .geometryReader
    case .secondaryLayer(let l): return .secondaryLayer(l)
    case .container(let l): return .container(container(l))
    case .grid(let l): return .grid(l)
    case .gridRow(let l): return .gridRow(l)
    case .frame(let l): return .frame(l)
    case .flexFrame(let l): return .flexFrame(flexFrame(l))
    case .padding(let l): return .padding(l)
    case .fixedSize(let l): return .fixedSize(l)
    case .layoutPriority(let l): return .layoutPriority(l)
    case .offset(let l): return .offset(l)
    case .position(let l): return .position(l)
    case .alignmentGuide(let l): return .alignmentGuide(guide(l))
    case .aspectRatio(let l): return .aspectRatio(l)
    case .gridCell(let l): return .gridCell(l)
    case .layoutDirection(let l): return .layoutDirection(l)
    case .scrollView(let l): return .scrollView(l)
    case .viewThatFits(let l): return .viewThatFits(l)
    case .ignoresSafeArea(let l): return .ignoresSafeArea(l)
    case .safeAreaPadding(let l): return .safeAreaPadding(l)
    case .safeAreaInset(let l): return .safeAreaInset(l)
    case .containerRelativeFrame(let l): return .containerRelativeFrame(relativeFrame(l))
    case .geometryFrame(let l): return .geometryFrame(geometryFrame(l))
    }
  }
}

extension LayoutTree {
  /// Stores a kind, its large or referencing payload appended to its side table.
  mutating func store(_ kind: LayoutNodeKind) -> StoredKind {
    func append<T>(_ value: T, _ table: inout [T]) -> Int32 {
      table.append(value)
      return Int32(table.count - 1)
    }
    return kind.map(
      text: { append($0, &texts) }, image: { append($0, &images) },
      container: { append($0, &containers) }, flexFrame: { append($0, &flexFrames) },
      guide: { append($0, &alignmentGuides) }, relativeFrame: { append($0, &relativeFrames) },
      geometryFrame: { append($0, &geometryFrames) })
  }

  /// A node's kind as the public `LayoutNodeKind`, its payload read back from the side table.
  func kind(of node: Int) -> LayoutNodeKind {
    stored[node].kind.map(
      text: { texts[Int($0)] }, image: { images[Int($0)] }, container: { containers[Int($0)] },
      flexFrame: { flexFrames[Int($0)] }, guide: { alignmentGuides[Int($0)] },
      relativeFrame: { relativeFrames[Int($0)] }, geometryFrame: { geometryFrames[Int($0)] })
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
