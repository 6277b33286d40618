/// A unified diff (`---`/`+++`/`@@` hunks with three lines of context) of two texts, line by
/// line, from a longest-common-subsequence table. Meant for golden files of a few thousand
/// lines at most.
func unifiedDiff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  // lcs[i][j]: length of the LCS of a[i...] and b[j...].
  var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  enum Edit { case same(String), removed(String), added(String) }
  var edits: [(edit: Edit, aLine: Int, bLine: Int)] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      edits.append((.same(a[i]), i, j)); i += 1; j += 1
    } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
      edits.append((.removed(a[i]), i, j)); i += 1
    } else {
      edits.append((.added(b[j]), i, j)); j += 1
    }
  }
  let changed = edits.indices.filter { if case .same = edits[$0].edit { false } else { true } }
  guard !changed.isEmpty else { return "" }
  var output = "--- \(expectedName)\n+++ \(actualName)\n"
  var k = 0
  while k < changed.count {
    let start = max(0, changed[k] - 3)
    var end = min(edits.count - 1, changed[k] + 3)
    while k + 1 < changed.count, changed[k + 1] - 3 <= end + 1 {
      k += 1
      end = min(edits.count - 1, changed[k] + 3)
    }
    let hunk = edits[start...end]
    let aCount = hunk.filter { if case .added = $0.edit { false } else { true } }.count
    let bCount = hunk.filter { if case .removed = $0.edit { false } else { true } }.count
    let aStart = aCount == 0 ? hunk.first!.aLine : hunk.first!.aLine + 1
    let bStart = bCount == 0 ? hunk.first!.bLine : hunk.first!.bLine + 1
    output += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
    for entry in hunk {
      switch entry.edit {
      case .same(let line): output += " \(line)\n"
      case .removed(let line): output += "-\(line)\n"
      case .added(let line): output += "+\(line)\n"
      }
    }
    k += 1
  }
  return output
}
