import LayoutEngine

/// `GeometryReader`s whose content chooses views by the proxy's size
/// (`if proxy.size.width > 300 { … }`, `let thumbnail = min(proxy.size.width, …) <= 80`).
///
/// A reader's size never depends on its content (it takes its proposal), so the content can
/// wait for it: the first compile lays such a reader out empty and names it
/// (`CompileResult.deferredReaders`); the command lays the tree out, reads the reader's size
/// and compiles again with it (`CompileOptions.readerSizes`), when `proxy.size` is that size,
/// as SwiftUI evaluates the content once the reader has its size. A reader is known by its
/// closure's offset and how many readers of that closure were made before it.
extension Interpreter {
  /// The content of the reader whose closure is `trailing`, made by `content`.
  func readerContent(
    _ trailing: ClosureSyntax, _ view: inout ViewSyntax, _ content: () -> ProgramValue
  ) -> ProgramValue {
    let offset = trailing.range.start.offset
    let occurrence = readerOccurrences[offset, default: 0]
    readerOccurrences[offset] = occurrence + 1
    let key = "\(offset)#\(occurrence)"
    if let size = readerSizes[key] {
      let outer = knownProxySizes[offset]
      knownProxySizes[offset] = size
      defer { knownProxySizes[offset] = outer }
      return content()
    }
    guard readersMayWait else { return content() }
    let wasDeferrable = deferrableReaders.contains(offset)
    deferrableReaders.insert(offset)
    let reported = diagnostics.count
    let value = content()
    if !wasDeferrable { deferrableReaders.remove(offset) }
    guard readersNeedingSize.remove(offset) != nil else { return value }
    // What the content reported while its size was not known is not an error yet.
    diagnostics.removeSubrange(reported...)
    view.readerKey = key
    return .views([])
  }

  /// The proxy a layout-time value reads (`proxy.size.width`), by its closure's offset.
  static func proxyOffset(_ e: ExprSyntax) -> Int? {
    switch e.kind {
    case .identifier: return e.range.start.offset
    case .member(let base, _), .call(let base, _, _), .subscriptAccess(let base, _),
      .negate(let base):
      return proxyOffset(base)
    case .binary(_, let a, let b): return proxyOffset(a) ?? proxyOffset(b)
    default: return nil
    }
  }

  /// A condition could not be decided on `value`, read during layout: if it is the proxy of
  /// a reader whose content may wait, that content waits for the reader's size.
  func readerNeedsSize(_ value: ProgramValue) {
    guard case .swiftUI(let e) = value, let offset = Self.proxyOffset(e),
      deferrableReaders.contains(offset)
    else { return }
    readersNeedingSize.insert(offset)
  }

  /// `proxy.size` of a reader whose size is known; nil for anything else. Reading the size of
  /// a reader whose content may wait makes it wait: the content is then evaluated with the
  /// size as numbers (`floor(length * 0.15)`, `.padding(proxy.size.width / 10)`), as SwiftUI
  /// evaluates it, rather than as an expression only `.frame` can carry.
  func knownProxyMember(_ inner: ExprSyntax, _ name: String) -> ProgramValue? {
    guard name == "size", case .identifier = inner.kind else { return nil }
    let offset = inner.range.start.offset
    guard let size = knownProxySizes[offset] else {
      if deferrableReaders.contains(offset) { readersNeedingSize.insert(offset) }
      return nil
    }
    return Self.size(size.width, size.height)
  }
}
