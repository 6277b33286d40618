import Testing

/// Lists the system gives (ISO codes, locale and time-zone identifiers) come from its locale
/// data, which changes with the OS version: values a preview cannot know.
@Suite struct SystemListTests {
  /// `NSLocale.isoCountryCodes` read by a `for` loop: an error where it is read.
  @Test func theSystemsCountryCodesCannotBeKnown() {
    let out = layOutSwift([
      """
      struct Countries: View {
        var codes: [String] {
          var codes: [String] = []
          for code in NSLocale.isoCountryCodes { codes.append(code) }
          return codes
        }
        var body: some View { ForEach(codes, id: \\.self) { Text($0) } }
      }
      #Preview { Countries() }
      """
    ])
    #expect(out.messages.count == 1)
    #expect(
      out.messages == [
        "4:17 a preview cannot know 'NSLocale.isoCountryCodes': the system's locale data decides it, and it changes with the OS version; give the view the list it shows in the preview"
      ])
  }
}
