@testable import LayoutEngine

/// Builds small trees for tests: `leaf()` then wrap it in modifiers, innermost first.
struct TreeBuilder {
  var builder = LayoutTreeBuilder()

  mutating func shape() -> NodeID { builder.addNode(.shape) }
  mutating func circle() -> NodeID { builder.addNode(.circle) }

  mutating func wrap(_ child: NodeID, _ kind: LayoutNodeKind) -> NodeID {
    builder.addNode(kind, children: [child])
  }

  mutating func frame(
    _ child: NodeID, width: Double? = nil, height: Double? = nil,
    alignment: Alignment = .center
  ) -> NodeID {
    wrap(child, .frame(FrameLayout(width: width, height: height, alignment: alignment)))
  }

  mutating func flexFrame(
    _ child: NodeID, minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> NodeID {
    wrap(
      child,
      .flexFrame(
        FlexFrameLayout(
          width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
          height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
          alignment: alignment)))
  }

  mutating func padding(_ child: NodeID, _ insets: EdgeInsets) -> NodeID {
    wrap(child, .padding(PaddingLayout(insets: insets)))
  }

  mutating func hstack(
    _ children: [NodeID], alignment: VerticalAlignment = .center,
    spacing: Double? = nil
  ) -> NodeID {
    builder.addNode(
      .stack(StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)),
      children: children)
  }

  mutating func vstack(
    _ children: [NodeID], alignment: HorizontalAlignment = .center,
    spacing: Double? = nil
  ) -> NodeID {
    builder.addNode(
      .stack(StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)),
      children: children)
  }

  mutating func zstack(_ children: [NodeID], alignment: Alignment = .center) -> NodeID {
    builder.addNode(.zstack(ZStackLayout(alignment: alignment)), children: children)
  }

  mutating func spacer(_ axis: Axis?, minLength: Double? = nil) -> NodeID {
    builder.addNode(.spacer(SpacerLayout(minLength: minLength, axis: axis)))
  }

  /// A fixed-size colour: `Color.frame(width:height:)`; returns the frame node.
  mutating func box(_ w: Double, _ h: Double) -> NodeID {
    frame(shape(), width: w, height: h)
  }

  mutating func finish(root: NodeID) -> LayoutTree { builder.finish(root: root) }
}

extension Rect {
  /// `(x, y, width, height)` for compact expectations.
  var tuple: [Double] { [minX, minY, width, height] }
}

/// The size a node reports for a proposal, in a fresh computer.
func sizeOf(_ tree: LayoutTree, _ node: NodeID, _ w: Double?, _ h: Double?) -> Size {
  LayoutComputer(tree: tree).size(node, ProposedSize(width: w, height: h))
}

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` on a thread with a 512 MiB stack, as `layoutc` runs layout, and returns its
/// result: deep trees recurse once per level, and a test thread's stack (smaller still under
/// AddressSanitizer, whose frames are larger) is not meant for a thousand levels.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
  var result: T?
  runOnLargeStack { result = body() }
  return result!
}

private func runOnLargeStack(_ body: @escaping () -> Void) {
  let work = LargeStackWork(body)
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, 512 << 20)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(work).toOpaque()
  let created = pthread_create(
    &thread, &attributes,
    { context in
      Unmanaged<LargeStackWork>.fromOpaque(context!).takeRetainedValue().body()
      return nil
    }, context)
  precondition(created == 0, "cannot start a thread")
  pthread_join(thread, nil)
}

/// The closure handed to the large-stack thread.
private final class LargeStackWork: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
