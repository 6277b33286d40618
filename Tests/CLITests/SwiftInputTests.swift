import Testing

/// `.swift` input through the real binary: `layoutc` hands it to `layoutc-swift`.
@Suite struct SwiftInputTests {
  @Test func listPreviewsOfAnAppFolder() throws {
    let run = try layoutc(["Examples/Apps/Standup", "--list-previews"])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == """
        CardView.swift:1\tExamples/Apps/Standup/CardView.swift:24
        Header\tExamples/Apps/Standup/MeetingHeaderView.swift:37

        """)
  }

  /// A view struct's name means its file's unnamed preview: the card 400 × 60 with its
  /// padding, the title from the sample data.
  @Test func previewByViewName() throws {
    let run = try layoutc(["Examples/Apps/Standup", "--preview", "CardView", "--format", "json"])
    #expect(run.status == 0)
    let all = views(run)
    #expect(all.first?["type"] as? String == "VStack")
    #expect(all.contains { $0["text"] as? String == "Design" })
  }

  @Test func severalPreviewsNeedAChoice() throws {
    let run = try layoutc(["Examples/Apps/Standup"])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "error: the files have 2 previews; choose one with --preview: 'CardView.swift:1', 'Header'\n"
    )
  }
}
