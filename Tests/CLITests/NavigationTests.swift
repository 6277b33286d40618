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

  /// A large title (the default at the root): the bar is 106 tall (inferred on iOS 26.0: the
  /// content under a large title starts 106 below the safe area), so the list starts at
  /// 62 + 106 = 168 on an iPhone 16 Pro, and its first card right there (measured: a list's
  /// first card 106 below the safe area under a large title): the row's text at
  /// 168 + (52 − 20.333) / 2 = 183.833 → 184. The title, 34-pt bold (40.667 tall, baseline
  /// 32.333 down), 16 from the leading edge, its baseline 90 below the safe area (measured
  /// 90.06): y = 152 − 32.333 = 119.667.
  @Test func largeTitleOverAList() throws {
    let v = try Self.views(
      """
      NavigationStack {
          List {
              Text("Inbox")
          }
          .navigationTitle("Devices")
      }
      """, ["--device", "iPhone 16 Pro"])
    #expect(Self.frame(v[1])[1] == 168)
    #expect(Self.frame(v[2])[1] == 184)
    #expect(Self.frame(v[3]) == [0, 62, 402, 106])
    let title = Self.frame(v[4])
    #expect(title[0] == 16)
    #expect(title[1] == 119.667)
    #expect(number(v[4]["firstBaseline"]).map { title[1] + $0 } == 152)
  }

  /// The screen measured in Documentation/Chrome.md, section 2a (iOS 26.0, iPhone 17 Pro
  /// 402 × 874, safe area 62 / 34, Dynamic Type Large), rebuilt: an inline title in a
  /// `NavigationStack` in a three-tab `TabView`, a list of four sections. Every number below
  /// is the image's, to the pixel:
  /// - the bar 62…106; the title's baseline 62 + (44 − 20.333) / 2 → 74 + 16.333 = 90.333
  ///   (measured 90.33);
  /// - the image row's card 151…301 (measured 151.08–301.03): 106 + 45, 120 + 2 × 15;
  /// - "Name" 336…388 (measured): 35 below, 52 tall;
  /// - "About": header baseline 388 + 27.667 + 16.333 = 432 (measured 432.0), card 446…498;
  /// - the last card 533…585, its footer's baseline 585 + 8 + 12.333 = 605.333 (measured
  ///   605.30);
  /// - the tab bar's capsule 791…853, x 36…366 (measured 790.9–852.8, x 36.0–366.7).
  @Test func theMeasuredDeviceDetailsScreen() throws {
    let v = try Self.views(
      """
      TabView {
          NavigationStack {
              List {
                  Section {
                      Color.gray.frame(width: 180, height: 120)
                  }
                  Section {
                      Text("Name")
                  }
                  Section("About") {
                      Text("Battery")
                  }
                  Section {
                      Text("Forget This Device")
                  } footer: {
                      Text("This device was last seen 12 seconds ago.")
                  }
              }
              .navigationTitle("Device Details")
              .navigationBarTitleDisplayMode(.inline)
          }
          .tabItem { Label("Devices", systemImage: "sensor") }
          Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
          Text("Three").tabItem { Label("Three", systemImage: "3.circle") }
      }
      """, ["--device", "iPhone 16 Pro"])
    func find(_ type: String, _ text: String? = nil) -> [String: Any] {
      v.first { $0["type"] as? String == type && (text == nil || $0["text"] as? String == text) }
        ?? [:]
    }
    func baseline(_ view: [String: Any]) -> Double {
      Self.frame(view)[1] + (number(view["firstBaseline"]) ?? .nan)
    }
    #expect(Self.frame(find("NavigationBar")) == [0, 62, 402, 44])
    #expect(baseline(find("Text", "Device Details")) == 90.333)
    // The image row: the colour 15 below the card's top (151), leading, 16 inside the card
    // (the app centres its image itself).
    #expect(Self.frame(find("Color")) == [32, 166, 180, 120])
    // One-line rows: text centred in 52, (52 − 20.333) / 2 = 15.833.
    #expect(Self.frame(find("Text", "Name"))[1] == 336 + 15.833 + 0.167)
    #expect(baseline(find("Text", "About")) == 432)
    #expect(Self.frame(find("Text", "Battery"))[1] == 446 + 15.833 + 0.167)
    #expect(Self.frame(find("Text", "Forget This Device"))[1] == 533 + 15.833 + 0.167)
    #expect(baseline(find("Text", "This device was last seen 12 seconds ago.")) == 605.333)
    #expect(Self.frame(find("TabBar")) == [36, 791, 330, 62])
  }

  /// `.toolbar` items are views of the bar, in 44-tall slots at its top (measured, iOS 26.0,
  /// 402 points: two trailing symbol buttons share a capsule x 286.8–385.5, y 62–106). Here:
  /// the trailing end at 402 − 16 = 386; the second symbol's slot 342…386, the first's 10.667
  /// to its left, 287.333…331.333; a title button at the leading end, 16 from the side, its
  /// text (29.333 wide) plus 20 on each side: 69.333, the text at 36; the principal item
  /// centred: "Mail" (31.333 wide) + 40 = 71.333 at (402 − 71.333) / 2 = 165.333; an
  /// `EditButton` ("Edit") is a title item after the leading one: 16 + 69.333 + 10.667 = 96.
  @Test func toolbarItems() throws {
    let v = try Self.views(
      """
      NavigationStack {
          Color.clear
              .toolbar {
                  ToolbarItem(placement: .topBarTrailing) {
                      Button {
                      } label: {
                          Image(systemName: "plus")
                      }
                  }
                  ToolbarItem(placement: .primaryAction) {
                      Menu {
                          Button("Sort") { }
                      } label: {
                          Label("More", systemImage: "ellipsis")
                      }
                  }
                  ToolbarItem(placement: .topBarLeading) {
                      Button("Edit") { }
                  }
                  ToolbarItem(placement: .principal) {
                      Text("Mail")
                  }
                  ToolbarItem(placement: .cancellationAction) {
                      EditButton()
                  }
                  ToolbarItem(placement: .keyboard) {
                      Button("Done") { }
                  }
              }
              .navigationTitle("Inbox")
              .toolbarTitleDisplayMode(.inline)
      }
      """, ["--device", "iPhone 16 Pro"])
    let types = v.map { $0["type"] as? String ?? "" }
    // The principal item replaces the inline title; the keyboard's item is not in the bar.
    #expect(
      types == [
        "NavigationStack", "Color", "NavigationBar", "ToolbarItem", "Button", "Image",
        "ToolbarItem", "Menu", "Label", "ToolbarItem", "Button", "ToolbarItem", "Text",
        "ToolbarItem", "EditButton",
      ])
    #expect(Self.frame(v[2]) == [0, 62, 402, 44])
    #expect(Self.frame(v[3]) == [287.333, 62, 44, 44])
    #expect(Self.frame(v[6]) == [342, 62, 44, 44])
    #expect(Self.frame(v[9]) == [16, 62, 69.333, 44])
    #expect(Self.frame(v[10])[0] == 36)
    #expect(Self.frame(v[11]) == [165.333, 62, 71.333, 44])
    #expect(Self.frame(v[13]) == [96, 62, 69.333, 44])
    // The content starts below the bar.
    #expect(Self.frame(v[1])[1] == 106)
  }

  /// `.toolbar(.hidden, for: .navigationBar)` removes the bar (the content from the safe
  /// area's top, 62); `for: .tabBar` removes a `TabView`'s; `.navigationBarHidden(true)` is the
  /// old spelling. A `ToolbarItem` outside a toolbar is an error.
  @Test func hiddenBars() throws {
    for hide in [".toolbar(.hidden, for: .navigationBar)", ".navigationBarHidden(true)"] {
      let v = try Self.views(
        "NavigationStack {\n    Color.red\n        \(hide)\n}\n", ["--device", "iPhone 16 Pro"])
      #expect(v.map { $0["type"] as? String } == ["NavigationStack", "Color"])
      #expect(Self.frame(v[1]) == [0, 62, 402, 778])
    }
    let tabs = try Self.views(
      "TabView {\n    Color.red\n        .toolbar(.hidden, for: .tabBar)\n}\n",
      ["--device", "iPhone 16 Pro"])
    #expect(tabs.map { $0["type"] as? String } == ["TabView", "Color"])
    let outside = try layoutc(["-"], input: "VStack {\n  ToolbarItem {\n    Text(\"a\")\n  }\n}\n")
    #expect(outside.status == 2)
    #expect(outside.standardError.contains("'ToolbarItem' is laid out only inside '.toolbar { }'"))
  }

  /// `--os-version 18` (also in an example's header): the large-title bar is 96 (published,
  /// 44 + 52) and the tab bar spans the screen, 49 tall above the bottom safe area:
  /// 874 − 34 − 49 = 791; the list's first card 35 below the bar, rows 44: "A" at
  /// 62 + 96 + 35 + 11.833 = 204.833 → 205.
  @Test func iOS18Bars() throws {
    let source = """
      // layoutc: --device "iPhone 16 Pro" --os-version 18
      TabView {
          NavigationStack {
              List {
                  Text("A")
              }
              .navigationTitle("Mail")
          }
      }
      """
    let v = try Self.views(source, ["--device", "iPhone 16 Pro", "--os-version", "18"])
    let types = v.map { $0["type"] as? String ?? "" }
    #expect(
      types == ["TabView", "NavigationStack", "List", "Text", "NavigationBar", "Text", "TabBar"])
    #expect(Self.frame(v[4]) == [0, 62, 402, 96])
    #expect(Self.frame(v[3])[1] == 205)
    #expect(Self.frame(v[6]) == [0, 791, 402, 49])
  }

  /// `.searchable` in a stack warns that its field is not laid out (never a silently different
  /// screen); the layout goes on (exit 0). Outside a stack there is no field: no warning.
  @Test func searchableWarns() throws {
    let run = try layoutc(
      ["-"],
      input:
        "NavigationStack {\n  List {\n    Text(\"a\")\n  }\n  .searchable(text: .constant(\"\"))\n}\n"
    )
    #expect(run.status == 0)
    #expect(run.standardError.hasPrefix("<stdin>:5:3: warning: '.searchable' adds a search field"))
    let alone = try layoutc(
      ["-"], input: "List {\n  Text(\"a\")\n}\n.searchable(text: .constant(\"\"))\n")
    #expect(alone.standardError.isEmpty)
  }

  /// On iPhone a `NavigationSplitView` collapses into a stack whose root is its sidebar: laid
  /// out as a `NavigationStack` of the sidebar (the list under its large title, as above); the
  /// `detail:` (and `content:`) column is pushed from it and not laid out. The argument form
  /// `NavigationSplitView(sidebar:detail:)` is the same; `NavigationStack(path:)` is a stack.
  @Test func splitViewOnIPhone() throws {
    let trailing = try Self.views(
      """
      NavigationSplitView {
          List {
              Text("Inbox")
          }
          .navigationTitle("Mail")
      } content: {
          Text("Messages")
      } detail: {
          Text("Pick a message")
      }
      """, ["--device", "iPhone 16 Pro"])
    #expect(
      trailing.map { $0["type"] as? String ?? "" } == [
        "NavigationSplitView", "List", "Text", "NavigationBar", "Text",
      ])
    #expect(Self.frame(trailing[1])[1] == 168)
    #expect(Self.frame(trailing[2])[1] == 184)
    let arguments = try Self.views(
      "NavigationSplitView(sidebar: {\n  Text(\"S\")\n}, detail: {\n  Text(\"D\")\n})\n",
      ["--device", "iPhone 16 Pro"])
    #expect(arguments.map { $0["text"] as? String } == [nil, "S", nil])
    let path = try Self.views(
      "NavigationStack(path: .constant([1])) {\n  Text(\"Root\")\n}\n",
      ["--device", "iPhone 16 Pro"])
    #expect(path.map { $0["type"] as? String } == ["NavigationStack", "Text", "NavigationBar"])
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

  /// A `TabView` shows its selected tab above the `TabBar`; other tabs are not laid out. On an
  /// iPhone 16 Pro (402 × 874, safe area 62 / 34) the floating bar's capsule is 62 tall from
  /// 874 − 83 = 791 (measured 790.9; its bottom 21 above the screen's, measured), 36 from the
  /// sides (measured with three tabs); the tab, a `NavigationStack` with a large title, fills
  /// 62…791 (729 tall). A content smaller than the area is centred in it: "A"
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
    #expect(Self.frame(v[6]) == [36, 791, 330, 62])
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
