import LayoutEngine
import ViewDSL

/// The engine alone: a `.view` file compiled once (not timed), then `Layout.run` — both passes,
/// sizing and placement, on a fresh `LayoutComputer` each run — timed `runs` times.
func benchEngine(path: String, runs: Int) -> String {
  let compiled = compile(SourceFile(name: path, bytes: readFile(path)))
  guard let tree = compiled.tree, !compiled.hasErrors else {
    fatalError("\(path) does not compile: \(compiled.diagnostics.map(\.id))")
  }
  let canvas = Canvas()
  // The scroll view's content: the shape's root, whose height the peers report too.
  let content = tree.views.count > 1 ? tree.views[1].outermostNode : tree.root
  var height = 0.0
  let times = timeRuns(
    runs, prepare: { tree },
    body: { tree in height = Layout.run(tree, on: canvas).frames[Int(content)].size.height })
  return
    #"{"views": \#(tree.views.count), "nodes": \#(tree.nodes.count), "height": \#(height), "times": \#(times)}"#
}
