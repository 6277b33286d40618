import Foundation
import Testing

/// `List`, `Form` and `Section` in the default inset-grouped style of iOS 26 at Dynamic Type
/// Large, checked against the measurements in Documentation/Chrome.md (iOS 26.0 images: card
/// margins at 390 points, rows, gaps, headers and footers on a 402-point iPhone 17 Pro) on a
/// 390 × 844 canvas, safe area 47 / 34. Through the binary, so text is measured with the real
/// font. Positions that fall on half a pixel round up (97.833 → 98).
@Suite struct ListTests {
  static let canvas = ["--width", "390", "--height", "844", "--safe-area", "47,0,34,0"]

  static func frames(_ source: String, _ extra: [String] = []) throws -> [[Double]] {
    let run = try layoutc(["-", "--format", "json"] + canvas + extra, input: source)
    #expect(run.status == 0, "\(run.standardError)")
    return views(run).map { v in
      ["x", "y", "width", "height"].map { number(v[$0]) ?? .nan }
    }
  }

  /// Rows without a section: the card starts 35 below the safe area (measured: card top at
  /// 82 = 47 + 35), 16 from the sides (measured: white from x 16 to 374), rows 52 tall
  /// (measured at Large), text 16 inside the card (x 32, measured) and centred in its row:
  /// 82 + (52 − 20.333) / 2 = 97.833 → 98. The second row starts at 82 + 52 = 134: its text at
  /// 149.833 → 150. The 52 follows Dynamic Type: 51 at Medium (measured).
  @Test func rowsWithoutASection() throws {
    let f = try Self.frames("List\n  Text(\"A\")\n  Text(\"B\")\n")
    #expect(f[0] == [0, 47, 390, 763])  // the list fills the safe area
    #expect(f[1][0] == 32)
    #expect(f[1][1] == 98)
    #expect(f[2][1] == 150)
    let medium = try Self.frames(
      "List\n  Text(\"A\")\n  Text(\"B\")\n", ["--dynamic-type", "medium"])
    #expect(medium[2][1] == 82 + 51 + 16)  // 16-pt text is 19 tall: (51 − 19) / 2 = 16
  }

  /// `Section("Code")`: the first section's header text starts 10 below the safe area
  /// (measured at Large on iOS 26.2: the header's frame 10 + its line + 10, the first card
  /// 40.33 below the list's top), at 57; its 17-pt headline is 20.333 tall and 10 above the card
  /// (baseline 14.0 above it, measured): the card at 87.333, rows 52: texts at
  /// 87.333 + 15.833 = 103.167 → 103.333 and 155.333; the section 20.333 + 10 + 104 tall.
  @Test func aSectionWithAHeader() throws {
    let f = try Self.frames(
      """
      Form {
          Section("Code") {
              Text("A")
              Text("B")
          }
      }
      """)
    // Form, Section, header Text, A, B.
    #expect(f[1] == [16, 57, 358, 134.333])
    #expect(f[2][0] == 32)
    #expect(f[2][1] == 57)
    #expect(f[3][1] == 103.333)
    #expect(f[4][1] == 155.333)
  }

  /// Sections follow each other; header and footer closures; a `ForEach` makes rows. The
  /// first section ends at 87.333 + 104 = 191.333; the second (no header) 35 below it
  /// (measured): 226.333. Its `Toggle` row is as tall as a text row, 52 (measured: the 28-point
  /// switch does not grow it); the Toggle's frame is its label's, centred: 242.167 → 242.333.
  /// The footnote footer starts 8 below the card (measured: its baseline 20.33 below the
  /// card, 12.333 below its top): 226.333 + 52 + 8 = 286.333. After a footer the next card is
  /// 23.333 below its text (measured on iOS 26.2: card to card 70 across a one-line footer and
  /// a header), and a header adds its 23 less 35 + 27.667: the third header at
  /// 286.333 + 15.667 + 23.333 − 7.333 = 318, its card 30.333 lower, 348.333; "C" at 364.167 →
  /// 364.333.
  @Test func severalSectionsAndAFooter() throws {
    let f = try Self.frames(
      """
      Form {
          Section("Code") {
              ForEach(["A", "B"], id: \\.self) { s in
                  Text(s)
              }
          }
          Section {
              Toggle("Wi-Fi", isOn: .constant(true))
          } footer: {
              Text("Turn off to save power.")
          }
          Section("About") {
              Text("C")
          }
      }
      """)
    // Form, Section, Code, A, B, Section, Toggle, footer, Section, About, C.
    #expect(f[5][1] == 226.333)
    #expect(f[6] == [32, 242.333, 326, 20.333])
    #expect(f[7][1] == 286.333)
    #expect(f[9][1] == 318)
    #expect(f[10][1] == 364.333)
  }

  /// `.listRowInsets` replaces a row's insets (the minimum height stays); `.listRowSpacing`
  /// separates rows. Canvas 390 × 844 with the safe area 47: row 1 starts at 82, its text 40
  /// + 16 = 56 from the left, centred in 52: 97.833 → 98; row 2 (no insets) at 82 + 52 + 10 =
  /// 144, the colour as wide as the card (358) at x 16; row 3 at 144 + 80 + 10 = 234: text at
  /// 249.833 → 250.
  @Test func rowInsetsAndSpacing() throws {
    let f = try Self.frames(
      """
      List {
          Text("A")
              .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
          Color.red.frame(height: 80)
              .listRowInsets(EdgeInsets())
          Text("C")
      }
      .listRowSpacing(10)
      """)
    #expect(f[1][0] == 56)
    #expect(f[1][1] == 98)
    #expect(f[2] == [16, 144, 358, 80])
    #expect(f[3][1] == 250)
  }

  /// A menu `Picker` is a row (measured on iOS 26: a menu picker's row is as tall as a text
  /// row, 51 at Medium): its label leading, the picker as wide as the row's content
  /// (390 − 64 = 326); the options are menu items, not laid out. Its label is centred in the
  /// row like a text row: 98. Elsewhere,
  /// or in another style, it is an error.
  @Test func pickerRow() throws {
    let f = try Self.frames(
      """
      Form {
          Picker("Appearance", selection: .constant(1)) {
              Text("Light").tag(1)
              Text("Dark").tag(2)
          }
      }
      """)
    #expect(f.count == 3)  // Form, Picker, its label
    #expect(f[1][0] == 32)
    #expect(f[1][2] == 326)
    #expect(f[2][1] == 98)
    let outside = try layoutc(["-"], input: "Picker(\"A\", selection: .constant(1)) {\n}\n")
    #expect(outside.status == 2)
    #expect(outside.standardError.contains("only as a row of a List or Form"))
    let wheel = try layoutc(
      ["-"],
      input: "Form {\n  Picker(\"A\", selection: .constant(1)) {\n  }\n  .pickerStyle(.wheel)\n}\n"
    )
    #expect(wheel.status == 2)
    #expect(wheel.standardError.contains("'.pickerStyle(.wheel)' is not supported yet"))
  }

  /// An inline `Picker` directly in a list is a section (measured on iOS 18 and 26: a section
  /// headed by the picker's label, one checkmark row per option): the header "Code" 10
  /// below the safe area (57), the card 10 below it (87.333), option rows of 52: "Swift" at
  /// 103.167 → 103.333, "Kotlin" at 155.333; the next section 35 below the card (191.333): its
  /// row's text at 226.333 + 15.833 → 242.333. Inside a section it is not laid out yet.
  @Test func inlinePickerSection() throws {
    let f = try Self.frames(
      """
      List {
          Picker("Code", selection: .constant(1)) {
              Text("Swift").tag(1)
              Text("Kotlin").tag(2)
          }
          .pickerStyle(.inline)
          Section {
              Text("After")
          }
      }
      """)
    // List, Picker, Code, Swift, Kotlin, Section, After.
    #expect(f[1] == [16, 57, 358, 134.333])
    #expect(f[2][1] == 57)
    #expect(f[3][1] == 103.333)
    #expect(f[4][1] == 155.333)
    #expect(f[6][1] == 242.333)
    let nested = try layoutc(
      ["-"],
      input:
        "Form {\n  Section {\n    Picker(\"A\", selection: .constant(1)) {\n    }\n    .pickerStyle(.inline)\n  }\n}\n"
    )
    #expect(nested.status == 2)
    #expect(nested.standardError.contains("'.pickerStyle(.inline)' is not supported yet"))
  }

  /// `List(data, id:) { element in … }` in a `.view` file: one row per element, as a `ForEach`
  /// inside the list makes them (rows 52 apart from 98).
  @Test func listOfData() throws {
    let f = try Self.frames("List([\"Ann\", \"Bo\"], id: \\.self) { name in\n    Text(name)\n}\n")
    #expect(f.count == 3)
    #expect(f[1][1] == 98)
    #expect(f[2][1] == 150)
  }

  /// `--os-version 18`: iOS 18's list (Documentation/Chrome.md, sections 2 and 2b): cards and
  /// content 20 in (x 40, measured); the header in capitals in the footnote style (13 pt,
  /// 15.667 tall), its text 17.333 below the safe area (measured at Medium: baseline 28.67
  /// below it) and 5.667 above its card (baseline 9.0 above it, measured 8.9): card at
  /// 47 + 17.333 + 15.667 + 5.667 = 85.667; rows 44 (measured): "A" at 85.667 + 11.833 =
  /// 97.5 → 97.667, "B" at 141.667; 35 between sections (measured): the next card at
  /// 85.667 + 88 + 35 = 208.667, "C" at 220.667. The canvas line names the version.
  @Test func iOS18List() throws {
    let source =
      "List {\n  Section(\"Code\") {\n    Text(\"A\")\n    Text(\"B\")\n  }\n  Section {\n    Text(\"C\")\n  }\n}\n"
    let f = try Self.frames(source, ["--os-version", "18"])
    #expect(f[2] == [40, 64.333, 36.333, 15.667])  // "CODE"
    #expect(f[3][1] == 97.667)
    #expect(f[4][1] == 141.667)
    #expect(f[5][1] == 208.667)
    #expect(f[6][1] == 220.667)
    let run = try layoutc(["-", "--os-version", "18"] + Self.canvas, input: source)
    #expect(
      run.standardOutput.hasPrefix("canvas 390×844 @3x, safe area 47,0,34,0, leftToRight, iOS 18\n")
    )
    #expect(run.standardOutput.contains("Text \"CODE\""))
    let bad = try layoutc(["-", "--os-version", "17"], input: source)
    #expect(bad.status != 0)
    #expect(bad.standardError.contains("give 26 or 18"))
  }

  /// A `Label` row on iOS 26, alone or as a row link's label: the symbol centred in a column
  /// 23 wide, the title 39 from the content's edge (measured: symbols centred 11.5 in, titles
  /// and the separator at 32 + 39 = 71), so the label is 39 + the title's width; the row is a
  /// text row's 52. Elsewhere a `Label` is the usual HStack (the symbol, 8, the title).
  @Test func labelRows() throws {
    let f = try Self.frames(
      """
      List {
          Label("Wi-Fi", systemImage: "wifi")
          NavigationLink {
              Text("Detail")
          } label: {
              Label("Wi-Fi", systemImage: "wifi")
          }
          Text("Wi-Fi")
      }
      """)
    // List, Label, NavigationLink, Label, Text.
    let title = f[4][2]
    #expect(f[1][0] == 32)
    #expect(f[1][2] == 39 + title)
    #expect(f[3][2] == 39 + title)
    #expect(f[1][1] == 98)  // 82 + (52 − 20.333) / 2 → 98
    let plain = try Self.frames("Label(\"Wi-Fi\", systemImage: \"wifi\")\n")
    #expect(plain[0][2] < 39 + title)
  }

  /// A `Toggle` row is as tall as a text row (measured on iOS 26 and iOS 18: the switch does not
  /// grow it); the switch is 63 × 28 on iOS 26 and 51 × 31 on iOS 18 (measured). Rows: 52 from
  /// 82, the Toggle's frame its label's, centred: 97.833 → 98; on iOS 18, 44 from 82, cards 20
  /// from the sides: 93.833 → 94, x 40. Outside a list the Toggle is the switch's height.
  @Test func toggleRows() throws {
    let source = "Form {\n  Toggle(\"Wi-Fi\", isOn: .constant(true))\n  Text(\"Next\")\n}\n"
    let f = try Self.frames(source)
    #expect(f[1] == [32, 98, 326, 20.333])
    #expect(f[2][1] == 82 + 52 + 15.833 + 0.167)
    let old = try Self.frames(source, ["--os-version", "18"])
    #expect(old[1] == [40, 94, 310, 20.333])
    #expect(old[2][1] == 82 + 44 + 11.833 + 0.167)
    let alone = try Self.frames("Toggle(\"Wi-Fi\", isOn: .constant(true))\n")
    #expect(alone[0][3] == 28)
    let alone18 = try Self.frames(
      "Toggle(\"Wi-Fi\", isOn: .constant(true))\n", ["--os-version", "18"])
    #expect(alone18[0][3] == 31)
  }

  /// Outside a list (in a stack) a section is its header, content and footer, laid out as a
  /// `Group`'s views: in a `VStack(spacing: 0)` "H" (20.333), "a", "F" one under the other,
  /// with no card, no inset and the text's own font; no `Section` view in the output.
  @Test func sectionOutsideAListIsItsViews() throws {
    let run = try layoutc(
      ["-", "--format", "json"],
      input:
        "VStack(spacing: 0) {\n  Section {\n    Text(\"a\")\n  } header: {\n    Text(\"H\")\n  } footer: {\n    Text(\"F\")\n  }\n}\n"
    )
    #expect(run.status == 0, "\(run.standardError)")
    let v = views(run)
    #expect(v.map { $0["text"] as? String } == [nil, "H", "a", "F"])
    let y = v.map { number($0["y"]) ?? .nan }
    #expect(abs(y[2] - y[1] - 20.333) < 0.001 && abs(y[3] - y[2] - 20.333) < 0.001)
  }

  /// `.listStyle(.plain)` on iOS 26 (Chrome.md 2d, measured at Large on a 393-point canvas):
  /// no cards, rows 52 tall from the list's top, content 16 in from both sides. A one-line row:
  /// "A" at x 16, y 47 + (52 − 20.333) / 2 = 62.833 → 63; "B" 52 lower, 114.833 → 115. The
  /// measured screen rebuilt (scout's `ReleaseRow`, no safe area): the 24-wide ring column
  /// from 16, the version text 8 after it at 16 + 24 + 8 = 48 (measured: the separator, which
  /// starts at the text, from x 48; the "3" ink from 48.5), the percentage ending at
  /// 393 − 16 = 377 (measured: the separator ends at 377, the "%" ink at 376.5).
  @Test func plainList() throws {
    let f = try Self.frames("List {\n  Text(\"A\")\n  Text(\"B\")\n}\n.listStyle(.plain)\n")
    #expect(f[0] == [0, 47, 390, 763])
    #expect(f[1][0] == 16 && f[1][1] == 63)
    #expect(f[2][0] == 16 && f[2][1] == 115)
    let source = """
      List {
          HStack {
              Circle().frame(width: 16, height: 16).padding(.horizontal, 4)
              Text("3.2.0")
              Spacer()
              Text("99.82%")
          }
      }
      .listStyle(.plain)
      """
    let run = try layoutc(
      ["-", "--format", "json", "--width", "393", "--height", "360", "--safe-area", "0,0,0,0"],
      input: source)
    #expect(run.status == 0, "\(run.standardError)")
    let v = views(run)
    let version = try #require(v.first { $0["text"] as? String == "3.2.0" })
    let percent = try #require(v.first { $0["text"] as? String == "99.82%" })
    #expect(number(version["x"]) == 48)
    #expect(number(version["y"]) == 16)  // (52 − 20.333) / 2 = 15.833 → 16
    #expect(number(percent["x"]).map { $0 + (number(percent["width"]) ?? 0) } == 377)
    // Not measured: headers, footers, several sections; and iOS 18's plain list.
    let header = try layoutc(
      ["-"], input: "List {\n  Section(\"H\") {\n    Text(\"a\")\n  }\n}\n.listStyle(.plain)\n")
    #expect(header.status == 2)
    #expect(header.standardError.contains("A '.plain' list with section headers"))
    let old = try layoutc(
      ["-", "--os-version", "18"], input: "List {\n  Text(\"a\")\n}\n.listStyle(.plain)\n")
    #expect(old.standardError.contains("'.listStyle(.plain)' is not supported yet"))
  }

  /// Other styles are errors at the style, never a silently wrong list.
  @Test func otherStylesAreErrors() throws {
    let run = try layoutc(["-"], input: "List {\n  Text(\"a\")\n}\n.listStyle(.grouped)\n")
    #expect(run.status == 2)
    #expect(run.standardError.contains("'.listStyle(.grouped)' is not supported yet"))
    let ok = try layoutc(["-"], input: "Form {\n  Text(\"a\")\n}\n.formStyle(.grouped)\n")
    #expect(ok.status == 0, "\(ok.standardError)")
    // Older code writes a style as its type's instance: the same member.
    let instance = try layoutc(
      ["-"], input: "List {\n  Text(\"a\")\n}\n.listStyle(InsetGroupedListStyle())\n")
    #expect(instance.status == 0, "\(instance.standardError)")
    let sidebar = try layoutc(
      ["-"], input: "List {\n  Text(\"a\")\n}\n.listStyle(SidebarListStyle())\n")
    #expect(sidebar.standardError.contains("'.listStyle(.sidebar)' is not supported yet"))
  }
}
