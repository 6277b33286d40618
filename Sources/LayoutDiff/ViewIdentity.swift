/// How a view is recognised across two layouts, and how it is named in a diff. A view with an
/// `.id` is its id (and which of the views with that id it is); any other view is its nearest
/// ancestor with an id (or the root), the types on the way down to it, and which of the views
/// with that path it is, in document order. So a view keeps its key when views are added
/// elsewhere under another id, and an unnamed view is found where it was.
struct ViewIdentity {
  /// One key per view, unique in the document.
  var keys: [String]
  /// One name per view: `card1 › VStack › Text "Title"`.
  var names: [String]

  init(_ document: LayoutDocument) {
    let views = document.views
    var keys: [String] = []
    var names: [String] = []
    // Per view: the key of its anchor (itself when it has an id) and the path below it.
    var anchors: [String] = []
    var paths: [[String]] = []
    // Per view: its name's parts without any text, for its children's names.
    var plain: [[String]] = []
    var counts: [String: Int] = [:]
    for view in views {
      let label = Self.label(view)
      var anchor = ""
      var path: [String] = []
      var name: [String] = []
      if let id = view.id {
        let base = "#" + id
        let n = counts[base, default: 0]
        counts[base] = n + 1
        anchor = base + "/" + String(n)
        name = [id]
        plain.append([id])
      } else if let parent = view.parent {
        anchor = anchors[parent]
        path = paths[parent] + [view.type]
        name = plain[parent] + [label]
        plain.append(plain[parent] + [view.type])
      } else {
        path = [view.type]
        name = [label]
        plain.append([view.type])
      }
      let key: String
      if view.id != nil {
        key = anchor
      } else {
        let base = anchor + " " + path.joined(separator: "/")
        let n = counts[base, default: 0]
        counts[base] = n + 1
        key = base + "/" + String(n)
      }
      anchors.append(anchor)
      paths.append(path)
      keys.append(key)
      names.append(name.joined(separator: Self.separator))
    }
    self.keys = keys
    self.names = names
  }

  static let separator = " › "

  /// `Text "Title"` for text (at most 24 characters), else the type.
  static func label(_ view: LayoutDocument.View) -> String {
    guard let text = view.text else { return view.type }
    return "\(view.type) \(quoted(text, limit: 24))"
  }

  /// A string in double quotes, escaped as JSON escapes it, shortened with `…` past `limit`.
  static func quoted(_ text: String, limit: Int = 40) -> String {
    var quoted = ""
    for character in text {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n", "\r\n", "\r": quoted += "\\n"
      case "\t": quoted += "\\t"
      default: quoted.append(character)
      }
    }
    if quoted.count > limit { quoted = String(quoted.prefix(limit - 1)) + "…" }
    return "\"" + quoted + "\""
  }
}
