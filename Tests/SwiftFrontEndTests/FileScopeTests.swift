import Testing

/// `private` and `fileprivate` declarations are seen only in their file, as Swift sees them.
@Suite struct FileScopeTests {
  /// Two files' `private let width` and `private func height()` are each their own: A is
  /// 40 × 10, B 100 × 20. The stack is 100 × 30 at ((390 − 100) / 2, (844 − 30) / 2) =
  /// (145, 407); A is centred in its width at 145 + 30 = 175, B below it at (145, 417).
  @Test func privateTopLevelNamesStayInTheirFiles() {
    let out = layOutSwift([
      """
      private let width = 40.0
      private func height() -> Double { 10 }
      struct A: View { var body: some View { Color.red.frame(width: width, height: height()) } }
      """,
      """
      fileprivate let width = 100.0
      fileprivate func height() -> Double { 20 }
      struct B: View { var body: some View { Color.blue.frame(width: width, height: height()) } }
      #Preview { VStack(spacing: 0) { A(); B() } }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst() == [[175, 407, 40, 10], [145, 417, 100, 20]])
  }

  /// A Mastodon client's `extension Font { private static let footnote = 13.0 }`: in another
  /// file `.font(.footnote)` is SwiftUI's footnote; in its own file too, as a number is never a
  /// font, while `footnote` written bare in the extension is the number.
  @Test func privateStaticsOfExtensionsStayInTheirFiles() {
    let out = layOutSwift([
      """
      extension Font {
        private static let footnote = 13.0
        static var scaledFootnote: Font { .system(size: footnote) }
      }
      struct Note: View { var body: some View { Text("a").font(.footnote) } }
      """,
      """
      #Preview {
        VStack {
          Note()
          Text("b").font(.footnote)
          Text("c").font(.scaledFootnote)
        }
      }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Text", "Text", "Text"])
  }

  /// A `private static` of one of the app's types is read in its file, and a `private(set)`
  /// property everywhere. The square is 30 × 20 at ((390 − 30) / 2, (844 − 20) / 2) =
  /// (180, 412).
  @Test func privateMembersAreReadInTheirFile() {
    let out = layOutSwift([
      """
      final class Sizes {
        private(set) var height = 20.0
        private static let side = 30.0
        static var width: Double { side }
      }
      """,
      """
      #Preview { Color.red.frame(width: Sizes.width, height: Sizes().height) }
      """,
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[180, 412, 30, 20]])
  }
}
