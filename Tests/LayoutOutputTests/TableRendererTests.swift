import LayoutEngine
import LayoutOutput
import Testing

@Suite struct TableRendererTests {
  @Test func rowsForAViewAndItsModifiers() {
    let expected = """
      canvas 390×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26
      VIEW         LINE:COL    X    Y  WIDTH  HEIGHT  ID
      Color        1:1       145  397    100      50  swatch
      ├─ .frame    1:10      145  397    100      50
      └─ .padding  1:42      135  387    120      70

      """
    #expect(TableRenderer.render(paddedSwatch()) == expected)
  }

  @Test func nestsChildrenUnderModifiers() {
    let expected = """
      canvas 390×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26
      VIEW                    LINE:COL    X    Y  WIDTH  HEIGHT  ID
      ZStack                  1:1       159  386     72      72
      ├─ .padding             2:3       159  386     72      72
      ├─ Circle               3:3       175  402     40      40
      │  └─ .frame            3:11      175  402     40      40
      └─ Text "Say \\"hi\\"\\n"  4:3       175  402     40      40  greeting

      """
    #expect(TableRenderer.render(nestedViews()) == expected)
  }

  @Test func columnsAreAlignedAndNumbersRightAligned() {
    var table = Table(header: ["NAME", "N"])
    table.rows = [["a", "1"], ["bbbb", "-20.333"], ["ç", ""]]
    #expect(
      table.rendered(rightAligned: [1]) == """
        NAME        N
        a           1
        bbbb  -20.333
        ç

        """)
  }
}
