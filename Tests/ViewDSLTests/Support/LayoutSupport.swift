import LayoutEngine
import Testing

@testable import ViewDSL

/// Compiles source text that must have no diagnostic and lays it out (unrounded frames).
func layOut(_ text: String, canvas: Canvas = Canvas()) throws -> (LayoutTree, [Rect]) {
  let tree = try compileClean(text)
  return (tree, Layout.run(tree, on: canvas).frames)
}

/// A view's own frame as `[x, y, width, height]`.
func viewFrame(_ t: (LayoutTree, [Rect]), _ view: Int) -> [Double] {
  let r = t.1[Int(t.0.views[view].node)]
  return [r.minX, r.minY, r.width, r.height]
}
