import Testing

/// `error.localizedDescription`, the text error views show: an `NSError`'s as Foundation makes
/// it, an app error's from its `errorDescription`, and a clear message where neither is known.
@Suite struct ErrorValueTests {
  private static let errorView = """
    struct ErrorView: View {
      let error: Error
      var body: some View { Text(error.localizedDescription) }
    }
    """

  /// The `userInfo`'s `NSLocalizedDescriptionKey` entry is the description.
  @Test func anNSErrorShowsItsUserInfoDescription() {
    let out = swiftTexts([
      Self.errorView + """

        #Preview {
          ErrorView(error: NSError(domain: "", code: 0, userInfo: [
            NSLocalizedDescriptionKey: "Something went wrong"]))
        }
        """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["Something went wrong"])
  }

  /// Without one, Foundation's generic sentence, then the failure reason or the domain and
  /// code in parentheses.
  @Test func anNSErrorWithoutADescriptionShowsFoundationsSentence() {
    let out = swiftTexts([
      Self.errorView + """

        #Preview {
          VStack {
            ErrorView(error: NSError(domain: "Feed", code: 7))
            ErrorView(error: NSError(domain: "Feed", code: 7, userInfo: [
              NSLocalizedFailureReasonErrorKey: "The server is down."]))
          }
        }
        """
    ])
    #expect(out.messages == [])
    #expect(
      out.texts == [
        "The operation couldn\u{2019}t be completed. (Feed error 7.)",
        "The operation couldn\u{2019}t be completed. The server is down.",
      ])
  }

  /// An app's `LocalizedError` describes itself through `errorDescription`.
  @Test func anAppErrorShowsItsErrorDescription() {
    let out = swiftTexts([
      Self.errorView + """

        enum LoadError: LocalizedError {
          case offline, notFound(String)
          var errorDescription: String? {
            switch self {
            case .offline: "You are offline"
            case .notFound(let name): "No \\(name) here"
            }
          }
        }
        #Preview {
          VStack {
            ErrorView(error: LoadError.offline)
            ErrorView(error: LoadError.notFound("photos"))
          }
        }
        """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["You are offline", "No photos here"])
  }

  /// Without `errorDescription` Foundation names the app's module, and Apple's domains take
  /// their sentences from Apple's localized tables: neither is known, so each is an error at
  /// the `localizedDescription` that reads it (line 3, column 30), not a guessed text.
  @Test func descriptionsThatCannotBeKnownAreErrors() {
    let plain = swiftTexts([
      Self.errorView + """

        enum Broken: Error { case always }
        #Preview { ErrorView(error: Broken.always) }
        """
    ])
    #expect(
      plain.messages == [
        "3:30 the description of a 'Broken' names the app's module, which a preview cannot know; give 'Broken' an 'errorDescription' (LocalizedError)"
      ])
    let apple = swiftTexts([
      Self.errorView + """

        #Preview { ErrorView(error: NSError(domain: NSURLErrorDomain, code: -1009)) }
        """
    ])
    #expect(apple.messages.count == 1)
    #expect(
      apple.messages.first?.hasPrefix("3:30 this error's description comes from Apple's") == true)
  }
}
