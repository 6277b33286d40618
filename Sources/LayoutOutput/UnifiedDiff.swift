/// A unified diff (`---`/`+++`, `@@` hunks with three lines of context) between two texts, line
/// by line — what `--check` prints when the output differs from the expected file.
///
/// The common first and last lines are skipped before comparing, so a local change in a large
/// golden costs time in proportion to the file; the middle is matched by a longest common
/// subsequence, and a middle too large for that (over `maximumMatchedLines` lines on a side)
/// is shown as one replaced block, so the diff stays bounded in time and memory.
public enum UnifiedDiff {
  public static let maximumMatchedLines = 2_000

  enum Edit: Equatable { case same, removed, added }

  /// The diff, or "" when the texts are equal.
  public static func diff(
    expected: String, actual: String, expectedName: String, actualName: String
  ) -> String {
    let a = lines(expected)
    let b = lines(actual)
    guard a != b else { return "" }
    let edits = editScript(a, b)
    return render(edits, a, b, expectedName: expectedName, actualName: actualName)
  }

  private static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// One entry per output line: the edit and the indices it refers to in `a` and `b`.
  static func editScript(_ a: [Substring], _ b: [Substring]) -> [(edit: Edit, i: Int, j: Int)] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var edits: [(edit: Edit, i: Int, j: Int)] = (0..<prefix).map { (.same, $0, $0) }
    let am = Array(a[prefix..<(a.count - suffix)])
    let bm = Array(b[prefix..<(b.count - suffix)])
    edits += middle(am, bm).map { ($0.edit, $0.i + prefix, $0.j + prefix) }
    edits += (0..<suffix).map { k in (.same, a.count - suffix + k, b.count - suffix + k) }
    return edits
  }

  private static func middle(_ a: [Substring], _ b: [Substring]) -> [(edit: Edit, i: Int, j: Int)] {
    guard a.count <= maximumMatchedLines, b.count <= maximumMatchedLines else {
      return a.indices.map { (.removed, $0, 0) } + b.indices.map { (.added, a.count, $0) }
    }
    // lcs[i][j]: length of the longest common subsequence of a[i...] and b[j...].
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var edits: [(edit: Edit, i: Int, j: Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append((.same, i, j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        edits.append((.removed, i, j))
        i += 1
      } else {
        edits.append((.added, i, j))
        j += 1
      }
    }
    return edits
  }

  private static func render(
    _ edits: [(edit: Edit, i: Int, j: Int)], _ a: [Substring], _ b: [Substring],
    expectedName: String, actualName: String
  ) -> String {
    let changed = edits.indices.filter { edits[$0].edit != .same }
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
      let aCount = hunk.filter { $0.edit != .added }.count
      let bCount = hunk.filter { $0.edit != .removed }.count
      let aStart = aCount == 0 ? hunk.first!.i : hunk.first!.i + 1
      let bStart = bCount == 0 ? hunk.first!.j : hunk.first!.j + 1
      output += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
      for entry in hunk {
        switch entry.edit {
        case .same: output += " \(a[entry.i])\n"
        case .removed: output += "-\(a[entry.i])\n"
        case .added: output += "+\(b[entry.j])\n"
        }
      }
      k += 1
    }
    return output
  }
}
