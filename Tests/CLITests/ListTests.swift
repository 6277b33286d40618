import Foundation
import Testing

/// `List`, `Form` and `Section` in the default inset-grouped style of iOS 26, checked against
/// the measurements in Documentation/Chrome.md (reference images of iOS 26.0 at 390 × 844,
/// safe area 47 / 34, scale 3). Through the binary, so text is measured with the real font.
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
  /// 82 = 47 + 35), 16 from the sides (measured: white from x 16 to 374), rows 51 tall
  /// (measured), text 16 inside the card (x 32, measured) and centred in its row:
  /// 82 + (51 − 20.333) / 2 = 97.333, whose baseline 97.333 + 16.333 = 113.667 is the measured
  /// 113.67. The second row starts at 82 + 51 = 133: its text at 148.333.
  @Test func rowsWithoutASection() throws {
    let f = try Self.frames("List\n  Text(\"A\")\n  Text(\"B\")\n")
    #expect(f[0] == [0, 47, 390, 763])  // the list fills the safe area
    #expect(f[1][0] == 32)
    #expect(f[1][1] == 97.333)
    #expect(f[2][1] == 148.333)
  }

  /// `Section("Code")` (measured, iOS 26: header "Code" baseline 72.67, first card at 86.33,
  /// two rows 102 tall). The header, a 17-pt headline 20.333 tall with its baseline 16.333
  /// down, starts at 72.667 − 16.333 = 56.333; the card at 86.333; the rows' texts at
  /// 86.333 + 15.333 = 101.667 and 152.667; the section ends at 86.333 + 102 = 188.333.
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
    #expect(f[1] == [16, 47, 358, 141.333])
    #expect(f[2][0] == 32)
    #expect(f[2][1] == 56.333)
    #expect(f[3][1] == 101.667)
    #expect(f[4][1] == 152.667)
  }

  /// Sections follow each other; header and footer closures; a `ForEach` makes rows; a
  /// `Toggle` (31 tall) fits in the 51-point row: 10 above it. The second section (no header)
  /// starts where the first ends (188.333) with the 35-point band: its card at 223.333, the
  /// toggle at 233.333; the footnote footer 7 below the card (274.333): at 281.333.
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
      }
      """)
    // Form, Section, Code, A, B, Section, Toggle, footer.
    #expect(f[5][1] == 188.333)
    #expect(f[6] == [32, 233.333, 326, 31])
    #expect(f[7][1] == 281.333)
  }

  /// `.listRowInsets` replaces a row's insets (the minimum height stays); `.listRowSpacing`
  /// separates rows. Canvas 390 × 844 with the safe area 47: row 1 starts at 82, its text 40
  /// + 16 = 56 from the left, centred in 51: 97.333; row 2 (no insets) at 82 + 51 + 10 = 143,
  /// the colour as wide as the card (358) at x 16; row 3 at 143 + 80 + 10 = 233: text at
  /// 248.333.
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
    #expect(f[1][1] == 97.333)
    #expect(f[2] == [16, 143, 358, 80])
    #expect(f[3][1] == 248.333)
  }

  /// A menu `Picker` is a row (measured on iOS 26: a menu picker's row is 51 tall): its label
  /// leading, the picker as wide as the row's content (390 − 64 = 326); the options are menu
  /// items, not laid out. Its label is centred in the row like a text row: 97.333. Elsewhere,
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
    #expect(f[2][1] == 97.333)
    let outside = try layoutc(["-"], input: "Picker(\"A\", selection: .constant(1)) {\n}\n")
    #expect(outside.status == 2)
    #expect(outside.standardError.contains("only as a row of a List or Form"))
    let inline = try layoutc(
      ["-"],
      input: "Form {\n  Picker(\"A\", selection: .constant(1)) {\n  }\n  .pickerStyle(.inline)\n}\n"
    )
    #expect(inline.status == 2)
    #expect(inline.standardError.contains("'.pickerStyle(.inline)' is not supported yet"))
  }

  /// `List(data, id:) { element in … }` in a `.view` file: one row per element, as a `ForEach`
  /// inside the list makes them (rows 51 apart from 97.333).
  @Test func listOfData() throws {
    let f = try Self.frames("List([\"Ann\", \"Bo\"], id: \\.self) { name in\n    Text(name)\n}\n")
    #expect(f.count == 3)
    #expect(f[1][1] == 97.333)
    #expect(f[2][1] == 148.333)
  }

  /// A `Section` outside a list (in a stack) is an error, not a list's card.
  @Test func sectionOutsideAListIsAnError() throws {
    let run = try layoutc(["-"], input: "VStack {\n  Section(\"A\") {\n    Text(\"a\")\n  }\n}\n")
    #expect(run.status == 2)
    #expect(run.standardError.contains("'Section' is laid out only inside a List or Form"))
  }

  /// Other styles are errors at the style, never a silently wrong list.
  @Test func otherStylesAreErrors() throws {
    let run = try layoutc(["-"], input: "List {\n  Text(\"a\")\n}\n.listStyle(.plain)\n")
    #expect(run.status == 2)
    #expect(run.standardError.contains("'.listStyle(.plain)' is not supported yet"))
    let ok = try layoutc(["-"], input: "Form {\n  Text(\"a\")\n}\n.formStyle(.grouped)\n")
    #expect(ok.status == 0, "\(ok.standardError)")
  }
}
