import Foundation
import Testing

/// `NavigationStack` with its bar, checked against Documentation/Chrome.md (section 1).
@Suite struct NavigationTests {
  static func views(_ source: String, _ canvas: [String]) throws -> [[String: Any]] {
    let run = try layoutc(["-", "--format", "json"] + canvas, input: source)
    #expect(run.status == 0, "\(run.standardError)")
    return CLITests.views(run)
  }

  static func frame(_ v: [String: Any]) -> [Double] {
    ["x", "y", "width", "height"].map { number(v[$0]) ?? .nan }
  }

  /// An inline title on the 428 × 926 canvas of the measured image (safe area 47): the bar is
  /// 44 tall from the safe area's top (inferred from the toolbar icon's centre, 47 + 22); the
  /// title, a 17-pt headline 20.333 tall, is centred in it: y = 47 + (44 − 20.333) / 2 =
  /// 58.833 → 59 on the pixel grid, baseline 59 + 16.333 = 75.333 — the measured baseline
  /// (75.33). The content starts below the bar: 47 + 44 = 91.
  @Test func inlineTitle() throws {
    let v = try Self.views(
      """
      NavigationStack {
          VStack {
              Text("Hello")
              Spacer()
          }
          .navigationTitle("Filters")
          .navigationBarTitleDisplayMode(.inline)
      }
      """, ["--width", "428", "--height", "926", "--safe-area", "47,0,34,0"])
    let types = v.map { $0["type"] as? String ?? "" }
    #expect(types == ["NavigationStack", "VStack", "Text", "Spacer", "NavigationBar", "Text"])
    #expect(Self.frame(v[4]) == [0, 47, 428, 44])
    #expect(Self.frame(v[5])[1] == 59)
    #expect(number(v[5]["firstBaseline"]).map { Self.frame(v[5])[1] + $0 } == 75.333)
    #expect(Self.frame(v[1])[1] == 91)
  }

  /// A large title (the default at the root) is 96 tall (published for iOS 11, an estimate
  /// for iOS 26): the list below it starts at 62 + 96 = 158 on an iPhone 16 Pro, and its first
  /// card 35 further down (the list's own band): the row's text at 158 + 35 + 15.333.
  @Test func largeTitleOverAList() throws {
    let v = try Self.views(
      """
      NavigationStack {
          List {
              Text("Inbox")
          }
          .navigationTitle("Mail")
      }
      """, ["--device", "iPhone 16 Pro"])
    #expect(Self.frame(v[1])[1] == 158)
    #expect(Self.frame(v[2])[1] == 208.333)
    #expect(Self.frame(v[3]) == [0, 62, 402, 96])
    // The title: 34-pt bold, 16 from the leading edge, 8 above the bar's bottom (estimates).
    let title = Self.frame(v[4])
    #expect(title[0] == 16)
    #expect(title[1] + title[3] == 158 - 8)
  }

  /// A bottom-bar toolbar item would take height from the content; its bar was not measured,
  /// so it is an error at the placement, never a silently taller content.
  @Test func bottomToolbarIsAnError() throws {
    let run = try layoutc(
      ["-"],
      input:
        "NavigationStack {\n  Color.red\n    .toolbar {\n      ToolbarItem(placement: .bottomBar) {\n        Text(\"x\")\n      }\n    }\n}\n"
    )
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("<stdin>:4:19: error: a toolbar item in the bottom bar"))
  }

  /// A `TabView` shows its selected tab above a `TabBar` 49 tall (an estimate) at the bottom
  /// of the safe area; other tabs are not laid out. On an iPhone 16 Pro (402 × 874, safe area
  /// 62 / 34) the bar is at 874 − 34 − 49 = 791; the tab, a `NavigationStack` with a large
  /// title, fills 62…791 (729 tall). A content smaller than the area is centred in it: "A"
  /// (20.333 tall) at 62 + (729 − 20.333) / 2 = 416.333.
  @Test func tabViewShowsTheSelectedTab() throws {
    let v = try Self.views(
      """
      TabView {
          NavigationStack {
              List {
                  Text("Inbox")
              }
              .navigationTitle("Mail")
          }
          .tabItem { Label("Mail", systemImage: "envelope") }
          Text("Settings")
              .tabItem { Label("Settings", systemImage: "gear") }
      }
      """, ["--device", "iPhone 16 Pro"])
    let types = v.map { $0["type"] as? String ?? "" }
    #expect(
      types == ["TabView", "NavigationStack", "List", "Text", "NavigationBar", "Text", "TabBar"])
    #expect(Self.frame(v[6]) == [0, 791, 402, 49])
    #expect(Self.frame(v[1]) == [0, 62, 402, 729])
    let second = try Self.views(
      "TabView(selection: .constant(2)) {\n    Text(\"A\").tag(1)\n    Text(\"B\").tag(2)\n}\n",
      ["--device", "iPhone 16 Pro"])
    #expect(second.map { $0["text"] as? String } == [nil, "B", nil])
    #expect(Self.frame(second[1])[1] == 416.333)
    // The page style has no bar.
    let page = try Self.views(
      "TabView {\n    Text(\"A\")\n}\n.tabViewStyle(.page)\n", ["--device", "iPhone 16 Pro"])
    #expect(page.map { $0["type"] as? String } == ["TabView", "Text"])
  }

  /// A `NavigationLink` is its label; as a list's row it is as wide as the row's content
  /// (402 − 2 × 32 = 338 on an iPhone 16 Pro) and its label is proposed 20 less, the
  /// chevron's room (an estimate): a long title wraps within 318. Outside a list it is its
  /// label's size. The destination is another screen: not laid out.
  @Test func navigationLinkRows() throws {
    let long = String(repeating: "Notifications and sounds ", count: 3)
    let v = try Self.views(
      """
      NavigationStack {
          List {
              NavigationLink("\(long)") { Text("Detail") }
              NavigationLink(value: 1) {
                  Text("Two")
              }
          }
      }
      """, ["--device", "iPhone 16 Pro"])
    let types = v.map { $0["type"] as? String ?? "" }
    #expect(
      types == [
        "NavigationStack", "List", "NavigationLink", "Text", "NavigationLink", "Text",
        "NavigationBar",
      ])
    #expect(Self.frame(v[2])[0] == 32)
    #expect(Self.frame(v[2])[2] == 338)
    #expect(Self.frame(v[3])[2] <= 318)
    #expect((number(v[3]["lines"]) ?? 0) > 1)
    let outside = try Self.views(
      "NavigationLink(\"Go\") {\n    Text(\"Detail\")\n}\n", ["--width", "390", "--height", "844"])
    #expect(outside.map { $0["type"] as? String } == ["NavigationLink", "Text"])
    #expect(Self.frame(outside[0]) == Self.frame(outside[1]))
  }

  /// Without a title the bar is still there, 44 tall, and empty.
  @Test func noTitle() throws {
    let v = try Self.views(
      "NavigationStack {\n    Color.red\n}\n", ["--width", "390", "--height", "844"])
    #expect(Self.frame(v[1]) == [0, 44, 390, 800])
    #expect(Self.frame(v[2]) == [0, 0, 390, 44])
  }
}
