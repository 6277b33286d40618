/// The candidate closest to `name`, for "did you mean …?": a case-insensitive match wins;
/// otherwise the smallest edit distance (insertions, deletions, substitutions and swaps of
/// adjacent letters, ignoring case), when it is small for the name's length. Ties go to the
/// earlier candidate. Nil when nothing is close.
public func closestSpelling(to name: String, in candidates: [String]) -> String? {
  let lowered = name.lowercased()
  if let exact = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
    return exact
  }
  let limit = max(1, min(4, name.count / 3))
  var best: (candidate: String, distance: Int)?
  for candidate in candidates where candidate != name {
    let d = editDistance(lowered, candidate.lowercased(), limit: limit)
    if d <= limit, best == nil || d < best!.distance { best = (candidate, d) }
  }
  return best?.candidate
}

/// Damerau–Levenshtein distance (optimal string alignment) between `a` and `b`; any value
/// above `limit` is returned as `limit + 1`.
func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
  let s = Array(a.unicodeScalars)
  let t = Array(b.unicodeScalars)
  if abs(s.count - t.count) > limit { return limit &+ 1 }
  if s.isEmpty || t.isEmpty { return max(s.count, t.count) }
  var previous2 = [Int](repeating: 0, count: t.count + 1)
  var previous = Array(0...t.count)
  var current = [Int](repeating: 0, count: t.count + 1)
  for i in 1...s.count {
    current[0] = i
    var rowMinimum = i
    for j in 1...t.count {
      let cost = s[i - 1] == t[j - 1] ? 0 : 1
      var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
        d = min(d, previous2[j - 2] + 1)
      }
      current[j] = d
      rowMinimum = min(rowMinimum, d)
    }
    if rowMinimum > limit { return limit &+ 1 }
    (previous2, previous, current) = (previous, current, previous2)
  }
  let result = previous[t.count]
  return result > limit ? limit &+ 1 : result
}
