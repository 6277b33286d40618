import Testing

/// Errors the app throws: `throw` leaves the blocks and functions around it up to the `catch`
/// that matches, a `try?` (nil) or a `try!` (an error); `defer` still runs.
@Suite struct ThrowingTests {
  static let store = """
    enum LoadError: Error, LocalizedError {
      case missing, broken(Int)
      var errorDescription: String? {
        switch self {
        case .missing: "Missing"
        case .broken(let n): "Broken \\(n)"
        }
      }
    }
    final class Store {
      var cleanups = 0
      func load(_ n: Int) throws -> Int {
        defer { cleanups += 1 }
        if n < 0 { throw LoadError.missing }
        if n > 100 { throw LoadError.broken(n) }
        return n
      }
      func width(_ n: Int) -> Double {
        do {
          let w = try load(n)
          return Double(w)
        } catch LoadError.missing {
          return 10
        } catch let e as LoadError {
          return Double(e.localizedDescription.count)
        } catch {
          return 1
        }
      }
    }
    """

  /// `width(50)` returns 50; `width(-1)` is caught by `catch LoadError.missing`: 10;
  /// `width(200)` by `catch let e as LoadError`: "Broken 200" has 10 characters; `try?`
  /// of a throwing load is nil, so `?? 7`; the `defer` ran for each of the four loads, so the
  /// last bar is 4 wide. Each bar is 10 high: the column is 50 × 50 at ((390 − 50) / 2,
  /// (844 − 50) / 2) = (170, 397); the others are centred in its width.
  @Test func throwsReachTheirCatch() {
    let out = layOutSwift([
      Self.store
        + """

        struct A: View {
          let s = Store()
          var body: some View {
            VStack(spacing: 0) {
              Color.red.frame(width: s.width(50), height: 10)
              Color.red.frame(width: s.width(-1), height: 10)
              Color.red.frame(width: s.width(200), height: 10)
              Color.red.frame(width: Double((try? s.load(-5)) ?? 7), height: 10)
              Color.red.frame(width: Double(s.cleanups), height: 10)
            }
          }
        }
        #Preview { A() }
        """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Color", "Color", "Color", "Color", "Color"])
    #expect(out.frames.map { $0[2] } == [50, 50, 10, 10, 7, 4])
    #expect(out.frames[0] == [170, 397, 50, 50])
  }

  /// A `try!` that meets a thrown error is where the app would stop: an error there (line 34,
  /// column 35), naming the line of the `throw` (14), and nothing laid out.
  @Test func aForcedTryThatThrowsIsAnError() {
    let out = layOutSwift([
      Self.store
        + """

        struct A: View {
          let s = Store()
          var body: some View {
            Color.red.frame(width: Double(try! s.load(-1)), height: 10)
          }
        }
        #Preview { A() }
        """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages == [
        "34:35 an error thrown on line 14 reaches this 'try!', where the app would stop, so there is nothing to lay out"
      ])
  }

  /// An assignment whose value throws does not happen: `title` keeps "Hi" (2 × 8.5 = 17
  /// wide, the tests' text estimate), and nothing the rest of the statement evaluates with the
  /// thrown call's missing value is reported.
  @Test func aThrowingAssignmentLeavesItsTarget() {
    let out = layOutSwift([
      """
      struct Failure: Error {}
      func name() throws -> String { throw Failure() }
      struct A: View {
        var title = "Hi"
        init() {
          do { title = try name() + "!" } catch is Failure {}
        }
        var body: some View { Text(title) }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [17])
  }

  /// A keychain read as apps write it: `SecItemCopyMatching` through
  /// `withUnsafeMutablePointer` over a preview's empty keychain is `errSecItemNotFound`
  /// (−25300), the app throws its `.itemNotFound`, catches it and shows "Sign in" (7 × 8.5 =
  /// 59.5 wide) instead of the account's name.
  @Test func aKeychainReadFindsNothing() {
    let out = layOutSwift([
      """
      import Security
      enum KeychainError: Error { case itemNotFound, other(OSStatus) }
      final class Keychain {
        func find(_ label: String) throws -> [CFString: Any]? {
          var query: [CFString: Any] = [:]
          query[kSecClass] = kSecClassGenericPassword
          query[kSecAttrLabel] = label
          query[kSecReturnAttributes] = kCFBooleanTrue
          var result: AnyObject?
          let status = withUnsafeMutablePointer(to: &result) {
            SecItemCopyMatching(query as CFDictionary, $0)
          }
          switch status {
          case errSecSuccess: return result as? [CFString: Any]
          case errSecItemNotFound: throw KeychainError.itemNotFound
          default: throw KeychainError.other(status)
          }
        }
        func account(_ label: String) -> String? {
          do {
            return try find(label)?[kSecAttrAccount] as? String
          } catch {
            return nil
          }
        }
      }
      struct A: View {
        let keychain = Keychain()
        var body: some View { Text(keychain.account("auth") ?? "Sign in") }
      }
      #Preview { A() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [59.5])
  }
}
